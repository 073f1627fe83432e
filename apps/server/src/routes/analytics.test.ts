import { maxAnalyticsBodyBytes } from '@airlock/protocol'
import { errorBody } from '@airlock/protocol/schemas'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { countAnalyticsEvents } from '../analytics/countAnalyticsEvents.js'
import { createLogger } from '../createLogger.js'
import { createProjectRepository, type ProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { analyticsEvents } from '../db/schema.js'
import { errorHandler } from '../middleware/errorHandler.js'
import { notFound } from '../middleware/notFound.js'
import { cacheProjectRepository } from '../projects/cacheProjectRepository.js'
import { analyticsRoutes } from './analytics.js'

const origin = 'http://localhost:3000'

function event(overrides: Record<string, unknown> = {}) {
  return {
    eventId: crypto.randomUUID(),
    url: 'http://localhost:3000/swap',
    domain: 'localhost',
    timestamp: 1_700_000_000_000,
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    ...overrides,
  }
}

describeEachBackend('POST /e', (backend) => {
  let database: TestDatabase
  let projects: ProjectRepository
  let app: Hono
  const unhandled: unknown[] = []

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    projects = cacheProjectRepository(createProjectRepository(database.db))
    const logger = createLogger(
      { logLevel: 'error' },
      { write: (line) => void unhandled.push(line) },
    )
    app = new Hono().route(
      '/',
      // No limit here: the property below posts hundreds of events, more when it shrinks a
      // counterexample, and a 429 would hide the failure it found. The limit has its own test.
      analyticsRoutes({ db: database.db, projects, rateLimit: false }),
    )
    app.notFound(notFound)
    app.onError(errorHandler(logger))
    await projects.create({
      id: 'on',
      name: 'Analytics on',
      allowedOrigins: ['http://localhost:*'],
      features: { analytics: true },
    })
    await projects.create({
      id: 'off',
      name: 'Analytics off',
      allowedOrigins: ['http://localhost:*'],
    })
    await projects.create({
      id: 'other',
      name: 'Another project',
      allowedOrigins: ['http://localhost:*'],
      features: { analytics: true },
    })
  })
  afterAll(() => database?.dispose())

  const post = (
    body: RequestInit['body'] | object,
    { project = 'on', headers = {} }: { project?: string; headers?: Record<string, string> } = {},
  ) =>
    app.request(`/e?projectId=${project}&st=appkit&sv=1.0.0`, {
      method: 'POST',
      headers: { origin, 'content-type': 'text/plain;charset=UTF-8', ...headers },
      body:
        typeof body === 'string' || body instanceof Uint8Array || body instanceof ReadableStream
          ? body
          : JSON.stringify(body),
      // Node's fetch needs this for a streamed body.
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit)

  const rows = (projectId: string) =>
    database.db.select().from(analyticsEvents).where(eq(analyticsEvents.projectId, projectId))

  it('stores an event sent as text/plain, with its project and origin', async () => {
    const sent = event()
    const response = await post(sent)
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ status: 'accepted' })
    expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    const [row] = (await rows('on')).filter(({ eventId }) => eventId === sent.eventId)
    expect(row).toMatchObject({
      eventId: sent.eventId,
      projectId: 'on',
      origin,
      type: 'track',
      event: 'MODAL_OPEN',
      body: sent,
    })
    expect(row?.receivedAt).toBeInstanceOf(Date)
  })

  it('stores an error report sent as application/json', async () => {
    const sent = event({
      timestamp: new Date().toISOString(),
      props: {
        type: 'error',
        event: 'INTERNAL_SDK_ERROR',
        errorType: 'TypeError',
        errorMessage: 'x is undefined',
        stackTrace: 'at y',
      },
    })
    const response = await post(sent, { headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(202)
    expect((await rows('on')).find(({ eventId }) => eventId === sent.eventId)).toMatchObject({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
    })
  })

  it('accepts the same eventId again without a second row', async () => {
    const sent = event()
    const answers = await Promise.all([post(sent), post(sent), post({ ...sent, url: 'changed' })])
    expect(answers.map(({ status }) => status)).toEqual([202, 202, 202])
    const stored = (await rows('on')).filter(({ eventId }) => eventId === sent.eventId)
    expect(stored).toHaveLength(1)
    // The same id in another project is another event.
    expect((await post(sent, { project: 'other' })).status).toBe(202)
    expect(await rows('other')).toHaveLength(1)
  })

  it('refuses an origin that is not allowed, or none, with 403 "Invalid App Configuration"', async () => {
    const before = (await rows('on')).length
    for (const [headers, details] of [
      [
        { origin: 'http://localhost.evil.com' },
        'Origin http://localhost.evil.com not found on Allowlist',
      ],
      [
        { origin: 'https://localhost:3000' },
        'Origin https://localhost:3000 not found on Allowlist',
      ],
      [{ origin: '' }, 'Origin (none) not found on Allowlist'],
    ] as const) {
      const response = await post(event(), { headers })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({
        name: 'OriginNotAllowedError',
        message: 'Invalid App Configuration',
        details,
      })
    }
    expect(await rows('on')).toHaveLength(before)
  })

  it("answers a preflight from an allowed origin, so JSON posts work too, and no other's", async () => {
    const preflight = (from: string) =>
      app.request('/e?projectId=on', {
        method: 'OPTIONS',
        headers: {
          origin: from,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
    const allowed = await preflight(origin)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(origin)
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST')
    expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type')
    expect((await preflight('https://evil.example')).status).toBe(403)
  })

  it('answers a project with analytics off (the default) with 202 and stores nothing', async () => {
    const response = await post(event(), { project: 'off' })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ status: 'dropped' })
    expect(await rows('off')).toHaveLength(0)
    // Still refused for an origin the project does not allow.
    expect(
      (await post(event(), { project: 'off', headers: { origin: 'https://evil.example' } })).status,
    ).toBe(403)
  })

  it('refuses a missing or unknown project', async () => {
    expect((await post(event(), { project: '' })).status).toBe(400)
    expect((await post(event(), { project: 'nope' })).status).toBe(403)
  })

  it('refuses a body over 64 KiB with 413, by Content-Length or by the bytes sent', async () => {
    const big = JSON.stringify(event({ url: 'x'.repeat(maxAnalyticsBodyBytes) }))
    const declared = await post(big, { headers: { 'content-length': String(big.length) } })
    expect(declared.status).toBe(413)
    // The unread rest of the body makes the connection unusable for another request.
    expect(declared.headers.get('connection')).toBe('close')
    expect(await declared.json()).toMatchInlineSnapshot(`
      {
        "message": "Request body is larger than 65536 bytes",
        "name": "PayloadTooLargeError",
      }
    `)
    // A stream without a length that never ends: refused once the limit is passed.
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new Uint8Array(16 * 1024).fill(32))
      },
    })
    const streamed = await post(endless)
    expect(streamed.status).toBe(413)
    expect(streamed.headers.get('connection')).toBe('close')
    expect(pulled).toBeLessThan(10)
    // Exactly the limit is fine as far as size goes.
    const padded = JSON.stringify(event({ url: '' }))
    const exact = `${padded}${' '.repeat(maxAnalyticsBodyBytes - padded.length)}`
    const accepted = await post(exact)
    expect(accepted.status).toBe(202)
    expect(accepted.headers.get('connection')).toBeNull()
  })

  it('refuses malformed JSON and schema mismatches with 400 naming the field', async () => {
    const malformed = await post('{"eventId":')
    expect([malformed.status, errorBody.parse(await malformed.json()).name]).toEqual([
      400,
      'InvalidJsonError',
    ])
    const mismatch = await post(event({ props: { type: 'track' } }))
    expect(mismatch.status).toBe(400)
    expect(errorBody.parse(await mismatch.json()).message).toMatchInlineSnapshot(
      `"Invalid request body field "props.event": Invalid input: expected string, received undefined"`,
    )
    const nul = await post(
      event({ props: { type: 'track', event: 'A', properties: { a: 'x\u0000' } } }),
    )
    expect([nul.status, errorBody.parse(await nul.json()).message]).toEqual([
      400,
      'Invalid request body: contains a NUL character (\\u0000)',
    ])
  })

  it('refuses a swap value that is not a number of US dollars in range, naming the field', async () => {
    const refusals: [number, unknown][] = []
    for (const valueUsd of ['12', -1, 1_000_000_001, null, '1e400']) {
      const response = await post(
        // '1e400' as a JSON number: it parses to Infinity.
        JSON.stringify(
          event({ props: { type: 'track', event: 'SWAP_SUCCESS', properties: { valueUsd } } }),
        ).replace('"1e400"', '1e400'),
      )
      refusals.push([response.status, errorBody.parse(await response.json())])
    }
    expect(new Set(refusals.map(([status]) => status))).toEqual(new Set([400]))
    expect(refusals[0]?.[1]).toMatchInlineSnapshot(`
      {
        "message": "Invalid request body field "props.properties.valueUsd": Expected a number of US dollars from 0 to 1000000000",
        "name": "ValidationError",
      }
    `)
    expect(new Set(refusals.map(([, body]) => JSON.stringify(body)))).toHaveLength(1)
    const fine = await post(
      event({ props: { type: 'track', event: 'SWAP_SUCCESS', properties: { valueUsd: 12.5 } } }),
    )
    expect(fine.status).toBe(202)
  })

  it('refuses other content types with 415', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'multipart/form-data', ''])
      expect(
        (await post(event(), { headers: { 'content-type': contentType } })).status,
        contentType,
      ).toBe(415)
  })

  it('limits events per project and origin, answering 429 with Retry-After', async () => {
    const limited = new Hono().route(
      '/',
      analyticsRoutes({ db: database.db, projects, rateLimit: { max: 2, windowMs: 60_000 } }),
    )
    limited.onError(errorHandler(createLogger({ logLevel: 'silent' })))
    const send = () =>
      limited.request('/e?projectId=on', {
        method: 'POST',
        headers: { origin, 'content-type': 'text/plain' },
        body: JSON.stringify(event()),
      })
    expect([(await send()).status, (await send()).status]).toEqual([202, 202])
    const refused = await send()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('never answers 500, whatever the body', async () => {
    const text = fc.string({ unit: 'binary', maxLength: 20 })
    const anyJson = fc.jsonValue({ maxDepth: 4 })
    const deep = fc
      .integer({ min: 1, max: 3000 })
      .map((depth) => '['.repeat(depth) + ']'.repeat(depth))
    const body = fc.oneof(
      fc.string(),
      anyJson.map((value) => JSON.stringify(value)),
      fc
        .record({
          eventId: fc.oneof(fc.string(), fc.uuid()),
          url: fc.string(),
          domain: fc.string(),
          timestamp: fc.oneof(fc.integer(), fc.string(), fc.double()),
          props: fc.record({
            type: fc.constantFrom('track', 'error', 'other'),
            event: fc.string(),
            properties: fc.dictionary(fc.string(), anyJson),
          }),
        })
        .map((value) => JSON.stringify(value)),
      fc.uint8Array({ maxLength: 200 }),
      // Valid events whose free-form parts hold anything JSON can: NUL, lone surrogates, nesting.
      fc
        .tuple(fc.dictionary(text, fc.oneof(anyJson, text)), text, fc.option(deep))
        .map(([properties, name, nested]) => {
          const json = JSON.stringify(
            event({ props: { type: 'track', event: name || 'E', properties } }),
          )
          return nested ? json.replace('"properties":{', `"properties":{"deep":${nested},`) : json
        }),
    )
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const response = await post(value)
        expect([202, 400]).toContain(response.status)
      }),
      { numRuns: 150 },
    )
    expect(unhandled).toEqual([])
  })

  it('counts stored events by day and event name', async () => {
    const counts = await countAnalyticsEvents(database.db, { projectId: 'on', days: 1 })
    const today = new Date().toISOString().slice(0, 10)
    expect(counts.every(({ day, projectId }) => day === today && projectId === 'on')).toBe(true)
    const total = counts.reduce((sum, { count }) => sum + count, 0)
    expect(total).toBe((await rows('on')).length)
    expect(counts.find(({ event }) => event === 'INTERNAL_SDK_ERROR')).toEqual({
      day: today,
      projectId: 'on',
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      count: 1,
    })
  })
})
