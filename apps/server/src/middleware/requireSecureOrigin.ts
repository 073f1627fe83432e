import type { MiddlewareHandler } from 'hono'
import { SecureOriginRequiredError } from '../errors/emailAuth.js'

/**
 * Lets only the secure origin's browser calls through, with CORS and credentials for it: a request
 * that names another `Origin` gets 403. A request without `Origin` (the secure origin's own proxy,
 * which does not forward it, or a server) passes: its cookies are SameSite=Strict, and bodies must
 * be JSON, which no cross-site form can send. Answers are never cached.
 *
 * @param secureOrigin - `SECURE_ORIGIN_URL`.
 * @param options - `except`: paths any origin may reach (such as a page opened from an e-mailed
 * link, whose token is its only credential); its answers are not cached either.
 *
 * @example
 * import { requireSecureOrigin } from './middleware/requireSecureOrigin.js'
 * app.use('/auth/v1/social/*', requireSecureOrigin(config.secureOriginUrl))
 */
export function requireSecureOrigin(
  secureOrigin: string,
  { except = [] }: { except?: readonly string[] | undefined } = {},
): MiddlewareHandler {
  return async (c, next) => {
    c.header('Vary', 'Origin', { append: true })
    c.header('Cache-Control', 'no-store')
    const origin = c.req.header('origin')
    if (origin !== undefined && !except.includes(c.req.path)) {
      if (origin !== secureOrigin) throw new SecureOriginRequiredError({ origin })
      c.header('Access-Control-Allow-Origin', origin)
      c.header('Access-Control-Allow-Credentials', 'true')
      if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
        c.header('Access-Control-Allow-Methods', 'GET, POST')
        c.header('Access-Control-Allow-Headers', 'Content-Type')
        c.header('Access-Control-Max-Age', '600')
        return c.body(null, 204)
      }
    }
    await next()
    c.header('Cache-Control', 'no-store')
  }
}
