import type { Context, MiddlewareHandler } from 'hono'
import type { RateLimiter } from '../analytics/createRateLimiter.js'

export type RateLimitParameters = {
  /** The limiter, or `undefined` for no limit. */
  limiter: RateLimiter | undefined
  /** What is counted: the client's address, a project and origin, … */
  key: (c: Context) => string
  /** The 429 thrown, given the seconds until the window resets. */
  error: (retryAfterSeconds: number) => Error
}

export type RateLimit = MiddlewareHandler & {
  /** Counts the request now, for a handler that limits only past its first checks. */
  check: (c: Context) => Promise<void>
}

/**
 * Counts a request against a limiter; over the limit, throws `error` (whose `retryAfterSeconds`
 * the error handler sends as `Retry-After`) and sets `Retry-After` itself.
 *
 * @param parameters - The limiter, the key and the error.
 * @returns The middleware, with `check(c)` for counting inside a handler.
 *
 * @example
 * import { rateLimit } from './middleware/rateLimit.js'
 * const limit = rateLimit({ limiter, key: (c) => clientOf(c), error: (s) => new TooManyError(s) })
 * app.post('/verify', limit, handler)
 */
export function rateLimit({ limiter, key, error }: RateLimitParameters): RateLimit {
  const check = async (c: Context) => {
    const retryAfterSeconds = (await limiter?.hit(key(c))) ?? 0
    if (retryAfterSeconds === 0) return
    c.header('Retry-After', String(retryAfterSeconds))
    throw error(retryAfterSeconds)
  }
  const middleware: MiddlewareHandler = async (c, next) => {
    await check(c)
    await next()
  }
  return Object.assign(middleware, { check })
}
