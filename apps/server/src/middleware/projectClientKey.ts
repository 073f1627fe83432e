import type { Context } from 'hono'
import type { RateLimiters } from '../limits/rateLimiters.js'
import { clientAddress, socketAddress } from './clientAddress.js'
import { type RateLimit, rateLimit } from './rateLimit.js'
import type { ProjectEnv } from './requireProject.js'

/**
 * The key a per-client limit of a project counts: the project id and the client's address (as
 * `clientAddress` reads it behind `trustedProxies`). Mount the limit after `requireProject`.
 *
 * @param trustedProxies - `TRUSTED_PROXIES`.
 * @param remoteAddress - The peer, for tests of `app.request()`. Defaults to `socketAddress`.
 * @returns The key of a request.
 *
 * @example
 * rateLimit({ limiter, key: projectClientKey(config.trustedProxies), error })
 */
function projectClientKey(
  trustedProxies: readonly string[],
  remoteAddress: (c: Context) => string | undefined = socketAddress,
): (c: Context) => string {
  const trusted = new Set(trustedProxies)
  return (c) => {
    const { project } = c.var as ProjectEnv['Variables']
    return `${project.id} ${clientAddress(c, remoteAddress, trusted)}`
  }
}

export type LimitPerClientParameters = {
  /** The limit's name among the server's limits (`siwx-nonce`, `onramp`, …). */
  name: string
  /** Requests per window; `false` for no limit. */
  limit: { max: number; windowMs: number; now?: () => number } | false
  limiters: RateLimiters
  trustedProxies: readonly string[]
  /** The 429 thrown, given the seconds until the window resets. */
  error: (retryAfterSeconds: number) => Error
}

/**
 * A rate limit per project and client address (`projectClientKey`), counted by `limiters` (in
 * Redis across replicas). Mount it after `requireProject`.
 *
 * @param parameters - Name, limit, limiters, proxies and error.
 * @returns The middleware, with `check(c)`.
 *
 * @example
 * import { limitPerClient } from '../middleware/projectClientKey.js'
 * const limit = limitPerClient({ name: 'onramp', limit: { max: 120, windowMs: 60_000 }, limiters, trustedProxies, error })
 */
export function limitPerClient({
  name,
  limit,
  limiters,
  trustedProxies,
  error,
}: LimitPerClientParameters): RateLimit {
  return rateLimit({
    limiter: limit ? limiters(name, limit) : undefined,
    key: projectClientKey(trustedProxies),
    error,
  })
}
