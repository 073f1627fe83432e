import type { MiddlewareHandler } from 'hono'

/**
 * CORS for an API any page may call without credentials (Farcaster's connect relay): `*`, GET and
 * POST, with the relay's headers (`Authorization`, `X-Farcaster-Auth-Relay-Key`, `X-Project-Id`).
 *
 * @returns The middleware.
 *
 * @example
 * import { anyOriginCors } from './middleware/anyOriginCors.js'
 * app.use('/v1/channel/*', anyOriginCors())
 */
export function anyOriginCors(): MiddlewareHandler {
  return async (c, next) => {
    c.header('Access-Control-Allow-Origin', '*')
    if (c.req.method !== 'OPTIONS') return next()
    c.header('Access-Control-Allow-Methods', 'GET,POST')
    c.header(
      'Access-Control-Allow-Headers',
      'Authorization,Content-Type,X-Farcaster-Auth-Relay-Key,X-Project-Id',
    )
    c.header('Access-Control-Max-Age', '86400')
    return c.body(null, 204)
  }
}
