import type { Handler } from 'hono'

/**
 * Answers a CORS preflight for a public POST from any origin, allowing the headers it asks for.
 *
 * @example
 * import { allowPostPreflight } from './middleware/allowPostPreflight.js'
 * app.options('/v1/convert/build-transaction', allowPostPreflight)
 */
export const allowPostPreflight: Handler = (c) => {
  c.header('Access-Control-Allow-Origin', '*')
  c.header('Access-Control-Allow-Methods', 'POST')
  c.header('Access-Control-Max-Age', '86400')
  const requested = c.req.header('Access-Control-Request-Headers')
  if (requested) {
    c.header('Access-Control-Allow-Headers', requested)
    c.header('Vary', 'Access-Control-Request-Headers')
  }
  return c.body(null, 204)
}
