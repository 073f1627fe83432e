import type { MiddlewareHandler } from 'hono'
import { AdminCsrfError } from '../errors/admin.js'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses (403) a change sent by a page of another site: a request whose `Sec-Fetch-Site` says
 * `cross-site` or `same-site`, or whose `Origin` is none of `origins`. Reads pass; a request
 * with neither header (a server, the CLI) passes, as no browser sends a change without them.
 *
 * @param origins - The origins the console is served at (the server's own and `PUBLIC_URL`'s).
 *
 * @example
 * import { requireSameOrigin } from './middleware/requireSameOrigin.js'
 * app.use('/admin/v1/*', requireSameOrigin(['http://127.0.0.1:8787']))
 */
export function requireSameOrigin(origins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const site = c.req.header('sec-fetch-site')
      const origin = c.req.header('origin')
      const own = new Set([...origins, new URL(c.req.url).origin])
      if (site === 'cross-site' || site === 'same-site') throw new AdminCsrfError()
      if (origin !== undefined && !own.has(origin)) throw new AdminCsrfError()
    }
    await next()
  }
}

/** Whether a method changes nothing (no CSRF token or owner role needed). */
export const isSafeMethod = (method: string) => safeMethods.has(method)
