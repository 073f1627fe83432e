import { isMessageCode } from '@airlock/protocol'
import type { Translate } from '../../context/AirlockContext.js'
import { errorText } from '../../utils/errorText.js'

/**
 * What the person reads when an e-mail wallet step fails: the spec's messages from the catalogue
 * (so they follow the modal's language) for the errors Airlock raises itself, and the frame's own
 * message for the rest (a wrong code, the server's cooldown…).
 *
 * @param t - The catalogue.
 * @param error - What the step threw.
 * @returns The text to show.
 *
 * @example
 * setError(emailErrorText(t, error))
 */
export function emailErrorText(t: Translate, error: unknown): string {
  if (!(error instanceof Error)) return t('email.error.default')
  // A request given up because the frame never loaded (the secure origin is unreachable): say so.
  if (
    error.name === 'FrameAbortedError' &&
    (error.cause as Error | undefined)?.name === 'FrameTimeoutError'
  )
    return emailErrorText(t, error.cause)
  const { seconds, reason, shortMessage } = error as Error & {
    seconds?: number
    reason?: string
    shortMessage?: string
  }
  switch (error.name) {
    case 'EmailCooldownError':
      return t('email.cooldown', { seconds: seconds ?? 30 })
    case 'InvalidEmailError':
      return t('email.invalid')
    case 'FrameTimeoutError':
      return reason === 'iframe_load_failed'
        ? t('email.notice.iframeLoadFailed')
        : t('email.notice.iframeRequestTimeout')
    case 'FrameAbortedError':
      return error.message === 'Request was aborted'
        ? t('email.error.aborted')
        : t('email.error.wrong')
    case 'EmailLoginUnavailableError':
    case 'EmbeddedWalletDisabledError':
      return t('email.error.unavailable')
    case 'SmartAccountUnsupportedError':
      return t('email.smartAccountsUnsupported')
    case 'FrameResponseError':
      return t('email.error.default')
  }
  // A code of the server's message (a social account's last way in…): its text in the catalogue.
  const { messageCode } = error as { messageCode?: unknown }
  if (typeof messageCode === 'string' && isMessageCode(messageCode))
    return errorText(t, error, 'email.error.default')
  const message = shortMessage ?? error.message
  // The server's own cooldown (another device sent a code moments ago), in the modal's language.
  const wait = message.match(/^Please try again after (\d+) seconds$/)
  if (wait) return t('email.cooldown', { seconds: Number(wait[1]) })
  return !message || message === 'An error occurred' ? t('email.error.default') : message
}
