import type { ErrorHandler } from 'hono'
import type { Logger } from '../createLogger.js'
import { MailDeliveryError } from '../errors/emailAuth.js'
import { SocialProviderUnavailableError } from '../errors/socialAuth.js'
import { errorHandler } from './errorHandler.js'

/**
 * `errorHandler`, plus what a route that calls third parties needs: a failing provider or mail
 * server answers 502 with its `{ name, message, details }` (logged as a warning, it is not the
 * client's fault nor a bug), and an error that carries `retryAfterSeconds` sets `Retry-After`.
 *
 * @param logger - Where failures are logged.
 *
 * @example
 * import { upstreamErrorHandler } from './middleware/upstreamErrorHandler.js'
 * routes.onError(upstreamErrorHandler(logger))
 */
export function upstreamErrorHandler(logger: Logger): ErrorHandler {
  const fallback = errorHandler(logger)
  return (error, c) => {
    const retryAfterSeconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds
    if (typeof retryAfterSeconds === 'number') c.header('Retry-After', String(retryAfterSeconds))
    if (error instanceof SocialProviderUnavailableError || error instanceof MailDeliveryError) {
      logger.warn({ err: error.cause }, error.shortMessage)
      const { name, shortMessage: message, details, messageCode, messageParams } = error
      return c.json(
        {
          name,
          message,
          details,
          ...(messageCode === undefined ? {} : { code: messageCode }),
          ...(messageParams === undefined ? {} : { params: messageParams }),
        },
        502,
      )
    }
    return fallback(error, c)
  }
}
