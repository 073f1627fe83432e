import { BaseError, type HealthResponse } from '@airlock/protocol'
import { Hono } from 'hono'
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
}

/**
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
export function healthRoutes({ checks, timeoutMs = 1500, cacheMs = 2000 }: HealthRoutesParameters) {
  const startedAt = performance.now()
  let round: { at: number; results: ReturnType<typeof runAll> } | undefined
  const runAll = () =>
    Promise.all(
      Object.entries(checks).map(
        async ([name, check]) => [name, await run(check, timeoutMs)] as const,
      ),
    )
  return new Hono().use('/health', cors()).get('/health', async (c) => {
    // Requests while a round runs, or soon after, share its results.
    const now = performance.now()
    if (!round || now - round.at > cacheMs) round = { at: now, results: runAll() }
    const results = await round.results
    const healthy = results.every(([, result]) => result.status === 'ok')
    const body: HealthResponse = {
      status: healthy ? 'ok' : 'degraded',
      version,
      uptimeMs: Math.round(performance.now() - startedAt),
      checks: Object.fromEntries(results),
    }
    c.header('Cache-Control', 'no-store')
    return c.json(body, healthy ? 200 : 503)
  })
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
