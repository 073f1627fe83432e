import {
  type CreateRateLimiterParameters,
  createRateLimiter,
  type RateLimiter,
} from '../analytics/createRateLimiter.js'

/**
 * Makes the limiter of one limit, by a name unique in the server (`email-verify`, `siwx-nonce`,
 * …): in memory (per process) by default, in Redis with `REDIS_URL` (`createRedisSharedState`).
 */
export type RateLimiters = (name: string, limit: CreateRateLimiterParameters) => RateLimiter

/**
 * Per-process limiters: each server process counts on its own.
 *
 * @example
 * import { memoryRateLimiters } from './limits/rateLimiters.js'
 * const limiter = memoryRateLimiters('siwx-nonce', { max: 1000, windowMs: 60_000 })
 */
export const memoryRateLimiters: RateLimiters = (_name, limit) => createRateLimiter(limit)
