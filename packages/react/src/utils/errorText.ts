import {
  isMessageCode,
  type MessageCode,
  type MessageParams,
  messageCodeOf,
} from '@airlock/protocol'
import type { Translate } from '../context/AirlockContext.js'
import type { MessageId } from '../locales/en.js'

/**
 * What failed, as the person reads it in the modal's language: the catalogue's text for the
 * error's `messageCode` (`error.<code>`, with its `messageParams`), never the English `message` core keeps for
 * developers. A problem without a known code shows `fallback`.
 *
 * @param t - The catalogue's translate function.
 * @param problem - An error with `code` (and `params`), a bare code, or a spec text.
 * @param fallback - The message for anything else.
 * @returns The text to show.
 *
 * @example
 * errorText(t, new SendInputError('invalidAddress'), 'send.failed') // 'Ungültige Adresse' in German
 */
export function errorText(t: Translate, problem: unknown, fallback: MessageId): string {
  const { code, params } = codeOf(problem)
  return code ? t(`error.${code}` as MessageId, params) : t(fallback)
}

function codeOf(problem: unknown): { code?: MessageCode | undefined; params?: MessageParams } {
  if (typeof problem === 'string')
    return { code: isCode(problem) ? problem : messageCodeOf(problem) }
  if (!problem || typeof problem !== 'object') return {}
  const { messageCode, messageParams, shortMessage } = problem as {
    messageCode?: unknown
    messageParams?: MessageParams
    shortMessage?: unknown
  }
  if (typeof messageCode === 'string' && isCode(messageCode))
    return messageParams ? { code: messageCode, params: messageParams } : { code: messageCode }
  return { code: typeof shortMessage === 'string' ? messageCodeOf(shortMessage) : undefined }
}

const isCode = isMessageCode
