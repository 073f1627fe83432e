import { Redis } from 'ioredis'
import { createRateLimiter, type MemoryRateLimiter } from '../analytics/createRateLimiter.js'
import type { Logger } from '../createLogger.js'
import type { RateLimiters } from './rateLimiters.js'

export type CreateRedisRateLimitersParameters = {
  /** `REDIS_URL` (its database index, `/5`, keeps one deployment apart from another). */
  url: string
  logger: Logger
  /** Put before every key. Defaults to `airlock:ratelimit:`. */
  prefix?: string
}

// One fixed window per key: the first hit starts it (and its expiry), later hits count.
// Answers 0 when allowed, else the milliseconds until the window ends.
const hitScript = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if hits <= tonumber(ARGV[2]) then return 0 end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) left = tonumber(ARGV[1]) end
return left`

/**
 * Rate limiters whose counts live in Redis, so a limit holds across every server replica (the
 * 31st code check in 5 minutes is refused whichever replica answers). Same fixed windows as the
 * in-memory limiter. When Redis does not answer, each process falls back to counting on its own
 * (logged) rather than letting every request through or refusing them all.
 *
 * @param parameters - Redis URL, logger and key prefix.
 * @returns The limiter factory, and `close()` for the connection.
 *
 * @example
 * import { createRedisRateLimiters } from './limits/createRedisRateLimiters.js'
 * const { limiters, close } = createRedisRateLimiters({ url: 'redis://127.0.0.1:6379', logger })
 * const verify = limiters('email-verify', { max: 30, windowMs: 300_000 })
 * await verify.hit('203.0.113.9') // 0: allowed
 */
export function createRedisRateLimiters({
  url,
  logger,
  prefix = 'airlock:ratelimit:',
}: CreateRedisRateLimitersParameters): { limiters: RateLimiters; close(): Promise<void> } {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    // A limit check waits for no reconnection: it falls back to memory instead.
    enableOfflineQueue: false,
  })
  let warned = false
  redis.on('error', (error) => {
    if (warned) return
    warned = true
    logger.warn({ err: error }, 'Redis rate limits unreachable, counting per process meanwhile')
  })
  redis.on('ready', () => {
    warned = false
  })
  const connecting = redis.connect().catch(() => {})
  const limiters: RateLimiters = (name, { max, windowMs, maxKeys }) => {
    const fallback: MemoryRateLimiter = createRateLimiter({
      max,
      windowMs,
      ...(maxKeys ? { maxKeys } : {}),
    })
    return {
      async hit(key) {
        await connecting
        try {
          const left = Number(
            await redis.eval(hitScript, 1, `${prefix}${name}:${key}`, windowMs, max),
          )
          return left === 0 ? 0 : Math.max(1, Math.ceil(left / 1000))
        } catch {
          return fallback.hit(key)
        }
      },
    }
  }
  return {
    limiters,
    async close() {
      await connecting
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
