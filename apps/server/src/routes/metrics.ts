import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { MetricsForbiddenError } from '../errors/metrics.js'
import type { Metrics } from '../metrics/createMetrics.js'
import { socketAddress } from '../middleware/clientAddress.js'

export type MetricsRoutesParameters = {
  metrics: Metrics
  /**
   * `METRICS_TOKEN`: when set, `/metrics` wants `Authorization: Bearer <token>` from anywhere.
   * Unset, it answers only a loopback peer whose request no proxy forwarded (a request through a
   * load balancer on the same machine carries `X-Forwarded-For` and is refused).
   */
  token?: string | undefined
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * `GET /metrics`: the Prometheus text format, for a scraper (403 to anyone else).
 *
 * @param parameters - The metrics and the operator's token.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { metricsRoutes } from './routes/metrics.js'
 * app.route('/', metricsRoutes({ metrics, token: process.env.METRICS_TOKEN }))
 */
export function metricsRoutes({ metrics, token }: MetricsRoutesParameters) {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined
  return new Hono().get('/metrics', async (c) => {
    const allowed = expected
      ? sameBytes(Buffer.from(c.req.header('authorization') ?? ''), expected)
      : loopback.has(socketAddress(c) ?? '') &&
        c.req.header('x-forwarded-for') === undefined &&
        c.req.header('forwarded') === undefined
    if (!allowed) throw new MetricsForbiddenError({ tokenSet: expected !== undefined })
    c.header('Cache-Control', 'no-store')
    c.header('Content-Type', metrics.registry.contentType)
    return c.body(await metrics.registry.metrics())
  })
}

function sameBytes(a: Buffer, b: Buffer) {
  return a.length === b.length && timingSafeEqual(a, b)
}
