import type { ErrorHandler } from 'hono'
import type { Logger } from '../createLogger.js'
import { MailDeliveryError } from '../errors/emailAuth.js'

/**
 * The e-mail wallet routes' `onError`, in front of the app's: an error that carries
 * `retryAfterSeconds` sets `Retry-After`; mail that could not be sent is the mail server's fault,
 * not the client's: 502 with `{ name, message, details }`, logged as a warning. Anything else goes
 * on to the app's `onError`.
 *
 * @param logger - Where mail failures are logged. Defaults to none.
 *
 * @example
 * import { mailErrorHandler } from './middleware/mailErrorHandler.js'
 * routes.onError(mailErrorHandler(logger))
 */
export function mailErrorHandler(logger?: Logger): ErrorHandler {
  return (error, c) => {
    const retryAfterSeconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds
    if (typeof retryAfterSeconds === 'number') c.header('Retry-After', String(retryAfterSeconds))
    if (!(error instanceof MailDeliveryError)) throw error
    logger?.warn({ err: error.cause }, 'sending an e-mail wallet message failed')
    return c.json({ name: error.name, message: error.shortMessage, details: error.details }, 502)
  }
}
