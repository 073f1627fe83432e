import { context, SpanKind, SpanStatusCode, type Tracer } from '@opentelemetry/api'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import type { MiddlewareHandler } from 'hono'
import { routePattern } from './routePattern.js'

const propagator = new W3CTraceContextPropagator()
const headerGetter = {
  keys: (headers: Headers) => {
    const names: string[] = []
    headers.forEach((_value, name) => {
      names.push(name)
    })
    return names
  },
  get: (headers: Headers, key: string) => headers.get(key) ?? undefined,
}

/**
 * A server span per request, named `<METHOD> <route pattern>` (never the raw path: no address or
 * query string is recorded), continuing the caller's trace when it sends `traceparent`, with the
 * status code; a 5xx or a thrown error marks the span as an error.
 *
 * @param tracer - From `createTracing`.
 * @returns The middleware, to mount first.
 *
 * @example
 * import { traceRequests } from './middleware/traceRequests.js'
 * app.use(traceRequests(tracing.tracer))
 */
export function traceRequests(tracer: Tracer): MiddlewareHandler {
  return async (c, next) => {
    const parent = propagator.extract(context.active(), c.req.raw.headers, headerGetter)
    const span = tracer.startSpan(
      c.req.method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': c.req.method } },
      parent,
    )
    try {
      await next()
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR })
      throw error
    } finally {
      const route = routePattern(c)
      span.updateName(`${c.req.method} ${route}`)
      span.setAttribute('http.route', route)
      span.setAttribute('http.response.status_code', c.res.status)
      if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
    }
  }
}
