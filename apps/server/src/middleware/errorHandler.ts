import { type ErrorBody, RequestAbortedError } from '@airlock/protocol'
import type { ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ZodError } from 'zod'
import type { Logger } from '../createLogger.js'
import { type ClientError, isClientError, ValidationError } from '../errors/http.js'

const internalError: ErrorBody = { name: 'InternalServerError', message: 'Internal server error' }

/**
 * The app's one `onError`: answers a typed client error with its 4xx status and
 * `{ name, message, details?, code?, params? }` (`code` when a person may read it), a zod error with 400 naming the field, and anything else with a
 * bare 500, logged with its stack and never shown to the client. A client that aborted its upload
 * is logged as an abort: it is nobody's failure, and nobody is left to read the answer.
 *
 * @param logger - Where unexpected errors are logged.
 *
 * @example
 * import { Hono } from 'hono'
 * import { errorHandler } from './middleware/errorHandler.js'
 * const app = new Hono()
 * app.onError(errorHandler(logger))
 */
export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof RequestAbortedError)
      logger.info({ method: c.req.method, path: c.req.path }, 'request aborted by the client')
    const known = toClientError(error)
    if (known) return c.json(toErrorBody(known), known.status)
    // Hono's own client errors (such as a body over a size limit) keep their status and text.
    if (error instanceof HTTPException && error.status < 500) {
      const body: ErrorBody = { name: httpErrorName(error.status), message: error.message }
      return c.json(body, error.status as ContentfulStatusCode)
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error')
    return c.json(internalError, 500)
  }
}

function toClientError(error: unknown): ClientError | undefined {
  if (isClientError(error)) return error
  if (error instanceof ZodError) return new ValidationError({ error, subject: 'request' })
  return undefined
}

function toErrorBody(error: ClientError): ErrorBody {
  return {
    name: error.name,
    message: error.shortMessage,
    ...(error.details === undefined ? {} : { details: error.details }),
    ...(error.messageCode === undefined ? {} : { code: error.messageCode }),
    ...(error.messageParams === undefined ? {} : { params: error.messageParams }),
  }
}

function httpErrorName(status: number): string {
  const names: Record<number, string> = {
    400: 'BadRequestError',
    401: 'UnauthorizedError',
    403: 'ForbiddenError',
    404: 'NotFoundError',
    405: 'MethodNotAllowedError',
    413: 'PayloadTooLargeError',
    429: 'TooManyRequestsError',
  }
  return names[status] ?? 'ClientError'
}
