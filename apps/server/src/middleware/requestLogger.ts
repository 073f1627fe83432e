import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../createLogger.js'

/**
 * Logs one line per request once it is answered: method, path (never the query string, which may
 * carry tokens), status and duration in ms, and for a refusal (4xx) the name of the error that
 * answered it (`NonceAlreadyUsedError`, never its message). `GET /health` polls log at `debug`,
 * the rest at `info`.
 *
 * @param logger - From `createLogger`.
 *
 * @example
 * import { Hono } from 'hono'
 * import { requestLogger } from './middleware/requestLogger.js'
 * const app = new Hono().use(requestLogger(logger))
 */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now()
    await next()
    const line = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
      // Which refusal it was, so a 400 in a log can be told from another.
      ...(c.error && c.res.status >= 400 && c.res.status < 500 ? { error: c.error.name } : {}),
    }
    if (c.req.path === '/health') logger.debug(line, 'request')
    else logger.info(line, 'request')
  }
}
