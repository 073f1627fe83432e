import { once } from 'node:events'
import { createServer } from 'node:http'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { traceRequests } from '../middleware/traceRequests.js'
import { createTracing } from './createTracing.js'

// A stand-in OTLP/HTTP collector (the real one is a third party): it keeps every body posted to
// /v1/traces, as the OpenTelemetry Collector's otlphttp receiver would take it.
const received: unknown[] = []
const collector = createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    if (request.url === '/v1/traces') received.push(JSON.parse(Buffer.concat(chunks).toString()))
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
})
let endpoint: string
beforeAll(async () => {
  collector.listen(0, '127.0.0.1')
  await once(collector, 'listening')
  endpoint = `http://127.0.0.1:${(collector.address() as { port: number }).port}`
})
afterAll(() => new Promise((resolve) => collector.close(resolve)))

type OtlpSpan = {
  traceId: string
  parentSpanId?: string
  name: string
  kind: number
  status?: { code?: number }
  attributes: { key: string; value: Record<string, unknown> }[]
}

it('sends a server span per request, named by route pattern, continuing the caller trace', async () => {
  const tracing = createTracing({ endpoint, serviceName: 'airlock-test' })
  const app = new Hono()
    .use(traceRequests(tracing.tracer))
    .get('/v1/account/:address/balance', (c) => c.json({ balances: [] }))
    .get('/boom', (c) => c.json({ message: 'down' }, 502))
    .get('/fail', () => {
      throw new Error('bug')
    })
    .onError((_error, c) => c.json({ message: 'Internal error' }, 500))
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736'
  await app.request('/v1/account/0xAbC/balance?currency=usd', {
    headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
  })
  await app.request('/boom')
  await app.request('/fail')
  await tracing.shutdown() // flushes the batch

  const batches = received as {
    resourceSpans: {
      resource: { attributes: OtlpSpan['attributes'] }
      scopeSpans: { spans: OtlpSpan[] }[]
    }[]
  }[]
  const resource = batches[0]?.resourceSpans[0]?.resource.attributes
  expect(resource).toContainEqual({ key: 'service.name', value: { stringValue: 'airlock-test' } })
  const spans = batches.flatMap((batch) =>
    batch.resourceSpans.flatMap((entry) => entry.scopeSpans.flatMap((scope) => scope.spans)),
  )
  const attribute = (span: OtlpSpan | undefined, key: string) =>
    span?.attributes.find((entry) => entry.key === key)?.value
  const [balance, boom, fail] = spans
  expect(spans.map((span) => span.name)).toEqual([
    'GET /v1/account/:address/balance',
    'GET /boom',
    'GET /fail',
  ])
  // The caller's trace goes on; the address and query string are recorded nowhere.
  expect(balance?.traceId).toBe(traceId)
  expect(balance?.parentSpanId).toBe('00f067aa0ba902b7')
  expect(JSON.stringify(balance)).not.toContain('0xAbC')
  expect(attribute(balance, 'http.route')).toEqual({ stringValue: '/v1/account/:address/balance' })
  expect(attribute(balance, 'http.response.status_code')).toEqual({ intValue: 200 })
  expect(balance?.kind).toBe(2) // SERVER
  expect(attribute(balance, 'http.response.status_code')).toEqual({ intValue: 200 })
  expect(balance?.status?.code ?? 0).toBe(0) // UNSET
  expect(boom?.status?.code).toBe(2) // a 5xx answer is an ERROR too
  expect(attribute(fail, 'http.response.status_code')).toEqual({ intValue: 500 })
  expect(fail?.status?.code).toBe(2) // ERROR
})

it('costs requests nothing when the collector is down, and shuts down without failing', async () => {
  const tracing = createTracing({ endpoint: 'http://127.0.0.1:9', scheduledDelayMillis: 10 })
  const app = new Hono().use(traceRequests(tracing.tracer)).get('/', (c) => c.text('ok'))
  expect((await app.request('/')).status).toBe(200)
  // The export is refused (nothing listens on port 9); shutdown still resolves, bounded by 3 s.
  await expect(tracing.shutdown()).resolves.toBeUndefined()
})
