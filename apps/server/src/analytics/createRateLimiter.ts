export type CreateRateLimiterParameters = {
  /** Requests allowed per key in each window. */
  max: number
  /** The window, in milliseconds. */
  windowMs: number
  /** At most this many keys are tracked; beyond it the oldest windows are dropped. Defaults to `10000`. */
  maxKeys?: number
  /** The clock, for tests. Defaults to `Date.now`. */
  now?: () => number
}

export type RateLimiter = {
  /**
   * Counts one request for `key`.
   * @returns `0` when it is allowed, else the seconds until the window resets (a promise when
   * the count lives in Redis, shared by every replica: `createRedisSharedState`).
   */
  hit(key: string): number | Promise<number>
}

/** The in-memory limiter answers at once. */
export type MemoryRateLimiter = { hit(key: string): number }

/**
 * A fixed-window rate limiter in memory: at most `max` hits per key per `windowMs`. Per server
 * process; with several replicas each one counts its own.
 *
 * @param parameters - Limit, window and size.
 * @returns `hit(key)`.
 *
 * @example
 * import { createRateLimiter } from './analytics/createRateLimiter.js'
 * const limiter = createRateLimiter({ max: 600, windowMs: 60_000 })
 * if (limiter.hit(`${projectId} ${origin}`) > 0) throw new AnalyticsRateLimitedError(…)
 */
export function createRateLimiter({
  max,
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: CreateRateLimiterParameters): MemoryRateLimiter {
  const windows = new Map<string, { start: number; hits: number }>()
  return {
    hit(key) {
      const time = now()
      let window = windows.get(key)
      if (!window || time - window.start >= windowMs) {
        windows.delete(key)
        window = { start: time, hits: 0 }
        windows.set(key, window)
        while (windows.size > maxKeys) windows.delete(windows.keys().next().value as string)
      }
      window.hits += 1
      if (window.hits <= max) return 0
      return Math.max(1, Math.ceil((window.start + windowMs - time) / 1000))
    },
  }
}
