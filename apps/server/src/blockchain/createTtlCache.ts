export type CreateTtlCacheParameters = {
  /** How long an answer is reused, in milliseconds. */
  ttlMs: number
  /** At most this many keys are kept; the oldest go first. Defaults to `10_000`. */
  maxEntries?: number
  /** The clock, for tests. Defaults to `Date.now`. */
  now?: () => number
}

export type TtlCache<value> = {
  /**
   * The value for `key`: the cached one while fresh (concurrent callers share one load), else a
   * new `load()`. `refresh: true` loads anew and replaces the entry. A failed load is not kept.
   */
  get(key: string, load: () => Promise<value>, options?: { refresh?: boolean }): Promise<value>
}

/**
 * A small in-memory cache of promises with a time to live, for answers that may be a little stale
 * (balances for 30 s, identities for 5 min).
 *
 * @param parameters - TTL, size and clock.
 * @returns The cache.
 *
 * @example
 * import { createTtlCache } from './blockchain/createTtlCache.js'
 * const cache = createTtlCache<number>({ ttlMs: 30_000 })
 * await cache.get('key', async () => 42)
 */
export function createTtlCache<value>({
  ttlMs,
  maxEntries = 10_000,
  now = Date.now,
}: CreateTtlCacheParameters): TtlCache<value> {
  const entries = new Map<string, { expiresAt: number; value: Promise<value> }>()
  return {
    get(key, load, { refresh = false } = {}) {
      const entry = entries.get(key)
      if (!refresh && entry && entry.expiresAt > now()) return entry.value
      const value = load()
      entries.delete(key)
      entries.set(key, { expiresAt: now() + ttlMs, value })
      // Maps iterate in insertion order: the first key is the oldest.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      return value
    },
  }
}
