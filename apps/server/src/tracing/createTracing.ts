import type { Tracer } from '@opentelemetry/api'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base'

export type CreateTracingParameters = {
  /**
   * `OTEL_EXPORTER_OTLP_ENDPOINT`: the collector's OTLP/HTTP base URL, such as
   * `http://otel-collector:4318`; spans go to `<endpoint>/v1/traces`.
   */
  endpoint: string
  /** `OTEL_SERVICE_NAME`. Defaults to `airlock-server`. */
  serviceName?: string | undefined
  /** How often batched spans are sent. Defaults to 5 s, OpenTelemetry's default. */
  scheduledDelayMillis?: number
}

export type Tracing = {
  /** Makes the spans: one per HTTP request (`traceRequests`). */
  tracer: Tracer
  /** Sends what is batched and stops, within about 2 s, never failing; part of the shutdown. */
  shutdown(): Promise<void>
}

/**
 * OpenTelemetry tracing to an OTLP/HTTP collector, for operators who set
 * `OTEL_EXPORTER_OTLP_ENDPOINT`: spans are batched and sent in the background, so a collector
 * that is slow or down costs requests nothing (spans beyond the queue are dropped). Nothing is
 * registered globally: the server passes the tracer where it is used.
 *
 * @param parameters - Collector endpoint and service name.
 * @returns The tracer and `shutdown()`.
 *
 * @example
 * import { createTracing } from './tracing/createTracing.js'
 * const tracing = createTracing({ endpoint: 'http://127.0.0.1:4318' })
 * app.use(traceRequests(tracing.tracer))
 */
export function createTracing({
  endpoint,
  serviceName = 'airlock-server',
  scheduledDelayMillis = 5000,
}: CreateTracingParameters): Tracing {
  // An export (with its retries) gives up after 2 s: a collector that is down must not hold the
  // server's 10 s shutdown.
  const exporter = new OTLPTraceExporter({
    url: `${endpoint.replace(/\/+$/, '')}/v1/traces`,
    timeoutMillis: 2000,
  })
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis })],
  })
  return {
    tracer: provider.getTracer('@airlock/server'),
    async shutdown() {
      let timer: NodeJS.Timeout | undefined
      await Promise.race([
        provider.shutdown().catch(() => {}),
        new Promise((resolve) => {
          timer = setTimeout(resolve, 3000)
        }),
      ])
      clearTimeout(timer)
    },
  }
}
