import { BaseError, type HealthResponse } from '@airlock/protocol'
import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import { HealthCheckTimeoutError } from '../errors/health.js'
import type { HealthChecks } from '../health/createHealthChecks.js'
import { version } from '../version.js'

export type HealthRoutesParameters = {
  checks: HealthChecks
  /** How long each check may take before it counts as failed. Defaults to `1500`. */
  timeoutMs?: number
  /**
   * How long one round of checks answers every request. Defaults to `2000` ms: a public endpoint
   * must not let anyone hammer the database, Redis or a paid RPC through it.
   */
  cacheMs?: number
  /** Whether the server is shutting down: `/health/ready` then answers 503. Defaults to never. */
  draining?: () => boolean
}

/**
 * `GET /health/live`: 200 while the process answers at all (a liveness probe).
 * `GET /health/ready`: the same checks as `/health`, and 503 while the server shuts down, so a load
 * balancer stops sending it requests (the app exists only once migrations ran; before that
 * `startServer` answers 503 itself).
 *
 * `GET /health`: runs every check at once, each bounded by `timeoutMs`, and answers the
 * `healthResponse` shape of `@airlock/protocol`: 200 `ok` when all pass, 503 `degraded` otherwise.
 * Open to any origin (CORS), so a status page can read it.
 *
 * @param parameters.checks - Named checks, from `createHealthChecks`.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { Hono } from 'hono'
 * import { healthRoutes } from './routes/health.js'
 * const app = new Hono().route('/', healthRoutes({ checks: { database: () => db.ping() } }))
 */
export function healthRoutes({
  checks,
  timeoutMs = 1500,
  cacheMs = 2000,
  draining = () => false,
}: HealthRoutesParameters) {
  const startedAt = performance.now()
  let round: { at: number; results: ReturnType<typeof runAll> } | undefined
  const runAll = () =>
    Promise.all(
      Object.entries(checks).map(
        async ([name, check]) => [name, await run(check, timeoutMs)] as const,
      ),
    )
  const answer = async (c: Context, ready = true) => {
    // Requests while a round runs, or soon after, share its results.
    const now = performance.now()
    if (!round || now - round.at > cacheMs) round = { at: now, results: runAll() }
    const results = await round.results
    const healthy = results.every(([, result]) => result.status === 'ok')
    const body: HealthResponse = {
      status: healthy && ready ? 'ok' : 'degraded',
      version,
      uptimeMs: Math.round(performance.now() - startedAt),
      checks: Object.fromEntries(results),
    }
    c.header('Cache-Control', 'no-store')
    return c.json(body, healthy && ready ? 200 : 503)
  }
  return new Hono()
    .use('/health', cors())
    .get('/health', (c) => answer(c))
    .get('/health/live', (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ status: 'ok' as const })
    })
    .get('/health/ready', (c) => answer(c, !draining()))
}

async function run(check: HealthChecks[string], timeoutMs: number) {
  const start = performance.now()
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new HealthCheckTimeoutError({ timeoutMs }))
    }, timeoutMs)
  })
  try {
    await Promise.race([check(controller.signal), timeout])
    return { status: 'ok' as const, latencyMs: elapsed(start) }
  } catch (error) {
    return { status: 'error' as const, latencyMs: elapsed(start), message: describe(error) }
  } finally {
    clearTimeout(timer)
  }
}

function elapsed(start: number) {
  return Math.round((performance.now() - start) * 10) / 10
}

// Typed errors are written for people; anything else gets its first line only (no stack).
function describe(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error) return error.message.split('\n')[0] || error.name
  return 'check failed'
}
