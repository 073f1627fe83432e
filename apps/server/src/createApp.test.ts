import { healthResponse } from '@airlock/protocol/schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { openPglite, type TestDatabase } from '../test/backends.js'
import { unusedPort } from '../test/ports.js'
import { startRpcResponder } from '../test/rpcResponder.js'
import { loadConfig } from './config/loadConfig.js'
import { createApp } from './createApp.js'
import { createLogger } from './createLogger.js'
import { createProjectRepository } from './db/createProjectRepository.js'
import { runMigrations } from './db/runMigrations.js'
import { ProjectAlreadyExistsError } from './errors/project.js'
import { validateJson } from './middleware/validateJson.js'
import { ensureDevProject } from './projects/ensureDevProject.js'

let database: TestDatabase
let rpc: Awaited<ReturnType<typeof startRpcResponder>>
let closedPort: number

beforeAll(async () => {
  ;[database, rpc, closedPort] = await Promise.all([
    openPglite(),
    startRpcResponder(),
    unusedPort(),
  ])
})
afterAll(() => Promise.all([database?.dispose(), rpc?.close()]))

function setup(env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = []
  const config = loadConfig({
    DATA_DIR: '/nonexistent',
    LOG_LEVEL: 'debug',
    RPC_URL_31337: `http://127.0.0.1:${closedPort}`,
    RPC_URL_31338: `http://127.0.0.1:${closedPort}`,
    ...env,
  })
  const logger = createLogger(config, {
    write: (line: string) => void lines.push(JSON.parse(line)),
  })
  return { app: createApp({ config, db: database, logger }), lines }
}

async function getHealth(app: ReturnType<typeof setup>['app']) {
  const response = await app.request('/health')
  const body = healthResponse.parse(await response.json())
  // Latencies and uptime vary from run to run; the rest is what a status page reads.
  for (const check of Object.values(body.checks)) check.latencyMs = 0
  return { status: response.status, body: { ...body, uptimeMs: 0 }, headers: response.headers }
}

describe('GET /health', () => {
  it('answers 200 ok when the database and every chain answer', async () => {
    const { app } = setup({ RPC_URL_31337: rpc.url(31337), RPC_URL_31338: rpc.url(31338) })
    const { status, body, headers } = await getHealth(app)
    expect(status).toBe(200)
    expect(headers.get('access-control-allow-origin')).toBe('*')
    expect(headers.get('cache-control')).toBe('no-store')
    expect(body).toMatchInlineSnapshot(`
      {
        "checks": {
          "database": {
            "latencyMs": 0,
            "status": "ok",
          },
          "eip155:31337": {
            "latencyMs": 0,
            "status": "ok",
          },
          "eip155:31338": {
            "latencyMs": 0,
            "status": "ok",
          },
        },
        "status": "ok",
        "uptimeMs": 0,
        "version": "0.1.0",
      }
    `)
  })

  it('answers 503 degraded, saying why, when chains are down, slow or on the wrong chain', async () => {
    const { app } = setup({ RPC_URL_31338: rpc.url(31337), RPC_URL_1: rpc.url('hang') })
    const started = performance.now()
    const { status, body } = await getHealth(app)
    // Checks run side by side, each bounded by 1.5 s: without the bound the hung chain would hold
    // the answer for ever. 6 s is a ceiling with room for a busy machine's late timers.
    expect(performance.now() - started).toBeLessThan(6000)
    expect(status).toBe(503)
    expect(body).toMatchInlineSnapshot(`
      {
        "checks": {
          "database": {
            "latencyMs": 0,
            "status": "ok",
          },
          "eip155:1": {
            "latencyMs": 0,
            "message": "No answer within 1500 ms",
            "status": "error",
          },
          "eip155:31337": {
            "latencyMs": 0,
            "message": "RPC request failed: ECONNREFUSED",
            "status": "error",
          },
          "eip155:31338": {
            "latencyMs": 0,
            "message": "RPC is on chain 31337, expected 31338",
            "status": "error",
          },
        },
        "status": "degraded",
        "uptimeMs": 0,
        "version": "0.1.0",
      }
    `)
  })

  it('pings Redis when REDIS_URL is set', async () => {
    const { app } = setup({ REDIS_URL: `redis://127.0.0.1:${closedPort}` })
    const { status, body } = await getHealth(app)
    expect(status).toBe(503)
    expect(body.checks.redis).toEqual({
      status: 'error',
      latencyMs: 0,
      message: `connect ECONNREFUSED 127.0.0.1:${closedPort}`,
    })
  })

  it.skipIf(!process.env.REDIS_URL)('reports a reachable Redis as ok', async () => {
    const { app } = setup({ REDIS_URL: process.env.REDIS_URL ?? '' })
    const { body } = await getHealth(app)
    expect(body.checks.redis).toEqual({ status: 'ok', latencyMs: 0 })
  })

  it('logs health polls at debug, with method, path, status and duration', async () => {
    const { app, lines } = setup()
    await app.request('/health?token=secret')
    expect(lines).toEqual([
      expect.objectContaining({
        level: 20,
        msg: 'request',
        method: 'GET',
        path: '/health',
        status: 503,
      }),
    ])
    expect(lines[0]?.ms).toEqual(expect.any(Number))
    expect(JSON.stringify(lines)).not.toContain('secret')
  })
})

describe('errors', () => {
  function setupWithRoutes() {
    const { app, lines } = setup()
    app.post('/test/projects', validateJson(z.object({ name: z.string().min(1) })), (c) =>
      c.json(c.req.valid('json')),
    )
    app.get('/test/zod', (c) => c.json(z.object({ limit: z.coerce.number() }).parse(c.req.query())))
    app.get('/test/conflict', () => {
      throw new ProjectAlreadyExistsError({ id: 'demo' })
    })
    app.get('/test/bug', () => {
      throw new Error('connect to postgres://airlock:hunter2@db failed')
    })
    return { app, lines }
  }

  async function answer(response: Response) {
    return { status: response.status, body: await response.json() }
  }

  function post(body: string, contentType = 'application/json') {
    return { method: 'POST', body, headers: { 'content-type': contentType } }
  }

  it("logs a refusal's error name with its request, not its message", async () => {
    const { app, lines } = setupWithRoutes()
    await app.request('/test/conflict')
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        path: '/test/conflict',
        status: 409,
        error: 'ProjectAlreadyExistsError',
      }),
    )
    expect(JSON.stringify(lines)).not.toContain('demo')
  })

  it('answers an unknown route with 404 JSON naming it', async () => {
    const { app } = setupWithRoutes()
    expect(await answer(await app.request('/x'))).toMatchInlineSnapshot(`
      {
        "body": {
          "message": "No route for GET /x",
          "name": "NotFoundError",
        },
        "status": 404,
      }
    `)
    expect(await answer(await app.request('/health', { method: 'DELETE' }))).toMatchInlineSnapshot(`
      {
        "body": {
          "message": "No route for DELETE /health",
          "name": "NotFoundError",
        },
        "status": 404,
      }
    `)
  })

  it('answers invalid input with 400 naming the field', async () => {
    const { app } = setupWithRoutes()
    expect(
      await answer(await app.request('/test/projects', post('{"name":""}'))),
    ).toMatchInlineSnapshot(`
      {
        "body": {
          "message": "Invalid request body field "name": Too small: expected string to have >=1 characters",
          "name": "ValidationError",
        },
        "status": 400,
      }
    `)
    expect(await answer(await app.request('/test/zod?limit=many'))).toMatchInlineSnapshot(`
      {
        "body": {
          "message": "Invalid request field "limit": Invalid input: expected number, received NaN",
          "name": "ValidationError",
        },
        "status": 400,
      }
    `)
    expect(await answer(await app.request('/test/projects', post('{"name":"ok"}')))).toEqual({
      status: 200,
      body: { name: 'ok' },
    })
  })

  it('answers a malformed JSON body with 400 and another content type with 415', async () => {
    const { app } = setupWithRoutes()
    expect(
      await answer(await app.request('/test/projects', post('{"name":'))),
    ).toMatchInlineSnapshot(`
      {
        "body": {
          "message": "Malformed JSON in request body",
          "name": "InvalidJsonError",
        },
        "status": 400,
      }
    `)
    expect(
      await answer(await app.request('/test/projects', post('{"name":"ok"}', 'text/plain'))),
    ).toMatchInlineSnapshot(`
      {
        "body": {
          "details": "Got Content-Type "text/plain".",
          "message": "Expected a JSON request body (Content-Type: application/json)",
          "name": "UnsupportedMediaTypeError",
        },
        "status": 415,
      }
    `)
  })

  it('answers a typed error with its status', async () => {
    const { app } = setupWithRoutes()
    expect(await answer(await app.request('/test/conflict'))).toMatchInlineSnapshot(`
      {
        "body": {
          "message": "Project "demo" already exists",
          "name": "ProjectAlreadyExistsError",
        },
        "status": 409,
      }
    `)
  })

  it('answers a bug with a bare 500 and logs it, stack included, for the developer', async () => {
    const { app, lines } = setupWithRoutes()
    const response = await app.request('/test/bug')
    const text = await response.text()
    expect(response.status).toBe(500)
    expect(text).toMatchInlineSnapshot(
      `"{"name":"InternalServerError","message":"Internal server error"}"`,
    )
    const logged = lines.find((line) => line.msg === 'unhandled error')
    expect(logged).toMatchObject({ level: 50, method: 'GET', path: '/test/bug' })
    expect(logged?.err).toMatchObject({
      type: 'Error',
      stack: expect.stringContaining('createApp.test.ts'),
    })
    expect(JSON.stringify(logged)).not.toContain('hunter2')
  })
})

describe('wiring', () => {
  it('serves /getWallets only for a known project, to any origin', async () => {
    await runMigrations(database)
    const { app } = setup()
    const origin = { origin: 'https://any.example' }
    const missing = await app.request('/getWallets', { headers: origin })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ message: 'Project ID Not Configured' })
    const unknown = await app.request('/getWallets?projectId=nope', { headers: origin })
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toMatchObject({ message: 'Invalid Project ID' })

    await ensureDevProject(createProjectRepository(database.db))
    const ok = await app.request('/getWallets?projectId=dev&entries=4', { headers: origin })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('access-control-allow-origin')).toBe('*')
    expect(((await ok.json()) as { data: unknown[] }).data).toHaveLength(4)
  })

  it('answers a round of health checks once per two seconds, however often it is asked', async () => {
    let pings = 0
    const counted = createApp({
      config: loadConfig({ DATA_DIR: '/nonexistent', LOG_LEVEL: 'silent' }),
      db: database,
      logger: createLogger(loadConfig({ LOG_LEVEL: 'silent' })),
      checks: { database: async () => void pings++ },
    })
    await Promise.all(Array.from({ length: 20 }, () => counted.request('/health')))
    await counted.request('/health')
    expect(pings).toBe(1)
  })
})
