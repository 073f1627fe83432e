import type { MiddlewareHandler } from 'hono'

/** The policy of an HTML page that sets none of its own: nothing runs, nothing loads, no framing. */
export const defaultPageCsp =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

/**
 * The floor of security headers: `X-Content-Type-Options: nosniff` on every answer, and on HTML
 * pages (the e-mail approval pages) a Content-Security-Policy when the route set none, a
 * `Referrer-Policy` (`no-referrer`, for links that carry tokens) and
 * `Cross-Origin-Opener-Policy: same-origin` (no popup of ours needs a server page's opener).
 * A route's own, stricter or looser, CSP and referrer policy are kept.
 *
 * @example
 * import { securityHeaders } from './middleware/securityHeaders.js'
 * app.use(securityHeaders)
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('X-Content-Type-Options', 'nosniff')
  if (!c.res.headers.get('content-type')?.startsWith('text/html')) return
  if (!c.res.headers.has('Content-Security-Policy'))
    c.header('Content-Security-Policy', defaultPageCsp)
  if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', 'no-referrer')
  c.header('Cross-Origin-Opener-Policy', 'same-origin')
}
