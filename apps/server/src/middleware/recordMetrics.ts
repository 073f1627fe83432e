import type { MiddlewareHandler } from 'hono'
import type { Metrics } from '../metrics/createMetrics.js'
import { routePattern } from './routePattern.js'

/**
 * Records every request in `metrics` under its route pattern (`/v1/account/:address/balance`),
 * never the raw path, so the number of series stays bounded; unmatched paths count as `none`.
 *
 * @param metrics - From `createMetrics`.
 * @returns The middleware, to mount first.
 *
 * @example
 * import { recordMetrics } from './middleware/recordMetrics.js'
 * app.use(recordMetrics(metrics))
 */
export function recordMetrics(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now()
    try {
      await next()
    } finally {
      metrics.observeRequest({
        method: c.req.method,
        route: routePattern(c),
        status: c.res.status,
        seconds: (performance.now() - start) / 1000,
      })
    }
  }
}
