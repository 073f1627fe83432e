export type CreateRefreshingCacheParameters = {
  /** The oldest a value may be when it is handed out, in milliseconds. */
  maxAgeMs: number
  /** The clock, for tests. Defaults to `Date.now`. */
  now?: () => number
}

export type RefreshingCache<value> = {
  /**
   * The value for `key`. Younger than half of `maxAgeMs`: as it is. Older, but younger than
   * `maxAgeMs`: as it is, while `load()` runs once in the background to replace it. Older or
   * missing: `load()`, shared by concurrent callers. A failed load is not kept.
   */
  get(key: string, load: () => Promise<value>): Promise<value>
  /** Stores a value just read elsewhere, as read at `readAt` (defaults to now). */
  set(key: string, value: value, readAt?: number): void
}

/**
 * A cache that refreshes ahead of expiry, so that callers under steady load never wait for a
 * reload, and yet never get a value older than `maxAgeMs` (its age counts from when its load
 * began). For chain state that may lag a block, such as a pool's reserves behind a quote.
 *
 * @param parameters - Maximum age and clock.
 * @returns The cache.
 *
 * @example
 * import { createRefreshingCache } from './swap/createRefreshingCache.js'
 * const reserves = createRefreshingCache<bigint>({ maxAgeMs: 1_000 })
 * await reserves.get('pool', () => readReserves(pool))
 */
export function createRefreshingCache<value>({
  maxAgeMs,
  now = Date.now,
}: CreateRefreshingCacheParameters): RefreshingCache<value> {
  type Entry = { readAt: number; value: Promise<value>; refreshing: boolean }
  const entries = new Map<string, Entry>()

  function load(key: string, read: () => Promise<value>, replacing?: Entry): Promise<value> {
    const entry: Entry = { readAt: now(), value: read(), refreshing: false }
    // Callers wait on a first or expired load; a refresh ahead replaces the entry once it is in.
    if (!replacing) entries.set(key, entry)
    entry.value.then(
      () => {
        if (replacing && entries.get(key) === replacing) entries.set(key, entry)
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key)
        if (replacing) replacing.refreshing = false
      },
    )
    return entry.value
  }

  return {
    get(key, read) {
      const entry = entries.get(key)
      const age = entry ? now() - entry.readAt : Number.POSITIVE_INFINITY
      if (!entry || age >= maxAgeMs) return load(key, read)
      if (age >= maxAgeMs / 2 && !entry.refreshing) {
        entry.refreshing = true
        load(key, read, entry).catch(() => undefined)
      }
      return entry.value
    },
    set(key, value, readAt = now()) {
      entries.set(key, { readAt, value: Promise.resolve(value), refreshing: false })
    },
  }
}
