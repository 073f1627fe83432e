import { Redis } from 'ioredis'
import { createRateLimiter, type MemoryRateLimiter } from '../analytics/createRateLimiter.js'
import { createTtlCache, type TtlCache } from '../blockchain/createTtlCache.js'
import type { Logger } from '../createLogger.js'
import type { RateLimiters } from './rateLimiters.js'
import type { SharedCaches } from './sharedCaches.js'
import { memoryTokenBuckets, type TokenBuckets } from './tokenBuckets.js'

export type CreateRedisSharedStateParameters = {
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

// Token buckets, all or nothing, on Redis's clock (one clock for every replica). Per bucket,
// ARGV holds capacity, refill per second and count; a hash keeps its tokens and when they were
// counted, and expires once it would be full again.
const takeScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local left = {}
for index, key in ipairs(KEYS) do
  local capacity = tonumber(ARGV[index * 3 - 2])
  local rate = tonumber(ARGV[index * 3 - 1])
  local count = tonumber(ARGV[index * 3])
  local saved = redis.call('HMGET', key, 'tokens', 'at')
  local tokens = tonumber(saved[1]) or capacity
  local at = tonumber(saved[2]) or now
  tokens = math.min(capacity, tokens + math.max(0, now - at) / 1000 * rate)
  if tokens < count then return 0 end
  left[index] = tokens - count
end
for index, key in ipairs(KEYS) do
  local capacity = tonumber(ARGV[index * 3 - 2])
  local rate = tonumber(ARGV[index * 3 - 1])
  redis.call('HSET', key, 'tokens', tostring(left[index]), 'at', now)
  local full = rate > 0 and math.ceil((capacity - left[index]) / rate * 1000) or 86400000
  redis.call('PEXPIRE', key, full + 1000)
end
return 1`

/**
 * Rate limiters, token buckets and answer caches that live in Redis, so a limit holds across every server
 * replica (the 31st code check in 5 minutes is refused whichever replica answers; the relay's
 * publish budgets are one budget per client and address). Same fixed windows and buckets as in
 * memory. When Redis does not answer, each process falls back to counting on its own (logged)
 * rather than letting every request through or refusing them all.
 *
 * @param parameters - Redis URL, logger and key prefix.
 * @returns The limiter factory, the token buckets, the shared caches (`SharedCaches`), and
 * `close()` for the connection.
 *
 * @example
 * import { createRedisSharedState } from './limits/createRedisSharedState.js'
 * const { limiters, close } = createRedisSharedState({ url: 'redis://127.0.0.1:6379', logger })
 * const verify = limiters('email-verify', { max: 30, windowMs: 300_000 })
 * await verify.hit('203.0.113.9') // 0: allowed
 */
export function createRedisSharedState({
  url,
  logger,
  prefix = 'airlock:ratelimit:',
}: CreateRedisSharedStateParameters): {
  limiters: RateLimiters
  buckets: TokenBuckets
  caches: SharedCaches
  close(): Promise<void>
} {
  const redis = new Redis(url, {
    lazyConnect: true,
    // Every relay publish takes its budgets here: the takes of one event-loop turn go out in one
    // write, as the relay bus's publishes do.
    enableAutoPipelining: true,
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
  // Sent once, then called by its SHA (EVALSHA): a publish costs one short round trip.
  redis.defineCommand('airlockTakeTokens', { lua: takeScript })
  const takeTokens = (
    redis as unknown as {
      airlockTakeTokens(keys: number, ...args: (string | number)[]): Promise<unknown>
    }
  ).airlockTakeTokens.bind(redis)
  const fallbackBuckets = memoryTokenBuckets()
  const buckets: TokenBuckets = async (takes) => {
    if (takes.length === 0) return true
    await connecting
    try {
      const keys = takes.map((take) => `${prefix}${take.bucket}:${take.key}`)
      const sizes = takes.flatMap((take) => [
        take.rate.capacity,
        take.rate.refillPerSecond,
        take.count,
      ])
      return Number(await takeTokens(keys.length, ...keys, ...sizes)) === 1
    } catch {
      return fallbackBuckets.takeNow(takes)
    }
  }
  // A shared entry is read from Redis unless a refresh was asked for; loads in this process are
  // shared by concurrent callers (the local cache) and written back with the entry's TTL. Redis
  // down: the local cache alone, as a single process would.
  function sharedCache<value>(name: string, ttlMs: number): TtlCache<value> {
    const local = createTtlCache<value>({ ttlMs })
    const keyOf = (key: string) => `${prefix}cache:${name}:${key}`
    const store = (key: string, value: value) =>
      redis.set(keyOf(key), JSON.stringify(value), 'PX', ttlMs).catch(() => {})
    return {
      async get(key, load, { refresh = false } = {}) {
        await connecting
        if (!refresh) {
          const cached = await redis.get(keyOf(key)).catch(() => null)
          if (cached !== null) return JSON.parse(cached) as value
        }
        const value = await local.get(key, load, { refresh })
        await store(key, value)
        return value
      },
    }
  }
  const caches: SharedCaches = sharedCache
  return {
    limiters,
    buckets,
    caches,
    async close() {
      await connecting
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
