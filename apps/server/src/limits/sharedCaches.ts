import { createTtlCache, type TtlCache } from '../blockchain/createTtlCache.js'

/**
 * Makes the cache of one kind of answer, by a name unique in the server (`balances`, …): in
 * memory (per process) by default, in Redis with `REDIS_URL` (`createRedisSharedState(…)
 * .caches`), so every replica answers from the same entry: a balance read anew after a send
 * (`forceUpdate=true`) is what the next request sees, whichever replica it reaches. Values must
 * be JSON.
 */
export type SharedCaches = <value>(name: string, ttlMs: number) => TtlCache<value>

/**
 * Per-process caches: each server process keeps its own.
 *
 * @example
 * import { memoryCaches } from './limits/sharedCaches.js'
 * const balances = memoryCaches<Balance[]>('balances', 30_000)
 */
export const memoryCaches: SharedCaches = (_name, ttlMs) => createTtlCache({ ttlMs })
