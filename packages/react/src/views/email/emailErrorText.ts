import { isMessageCode } from '@airlock/protocol'
import type { Translate } from '../../context/AirlockContext.js'
import { errorText } from '../../utils/errorText.js'

/**
 * What the person reads when an e-mail wallet step fails, always from the catalogue (so in the
 * modal's language): the spec's messages for the errors Airlock raises itself, the text of the
 * code the server or the frame gave its refusal (a wrong code, the cooldown with its seconds…),
 * and the default for anything without a code.
 *
 * @param t - The catalogue.
 * @param error - What the step threw.
 * @param secondsLeft - For a refusal that asks to wait: the seconds left now, in place of those it
 *   came with (a countdown). Defaults to the error's own.
 * @returns The text to show.
 *
 * @example
 * setError(emailErrorText(t, error))
 */
export function emailErrorText(t: Translate, error: unknown, secondsLeft?: number): string {
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
      return t('email.cooldown', { seconds: secondsLeft ?? seconds ?? 30 })
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
  // The server's (or the frame's) code, with its parameters (a cooldown's seconds): its text in
  // the catalogue. A message without a code is English for the logs, never shown: a known English
  // text is matched to its code, anything else reads as the catalogue's default.
  const { messageCode, messageParams } = error as { messageCode?: unknown; messageParams?: object }
  const coded = typeof messageCode === 'string' && isMessageCode(messageCode)
  const counted =
    coded && secondsLeft !== undefined
      ? { messageCode, messageParams: { ...messageParams, seconds: secondsLeft } }
      : error
  return errorText(t, coded ? counted : (shortMessage ?? error.message), 'email.error.default')
}
