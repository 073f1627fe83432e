import type { MiddlewareHandler } from 'hono'

/**
 * A refusal may leave (part of) the request body unread (too large, unknown project…), and the
 * connection then cannot carry another request: this tells the client not to reuse it.
 *
 * @example
 * import { closeUnreadRefusals } from './middleware/closeUnreadRefusals.js'
 * app.use('/v1', closeUnreadRefusals)
 */
export const closeUnreadRefusals: MiddlewareHandler = async (c, next) => {
  await next()
  const hasBody = c.req.header('content-length') !== '0' && c.req.raw.body !== null
  if (c.res.status >= 400 && hasBody) c.header('Connection', 'close')
}
