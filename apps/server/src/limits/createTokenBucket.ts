export type CreateTokenBucketParameters = {
  /** Tokens a key starts with and can save up: the burst. */
  capacity: number
  /** Tokens added per second: the sustained rate. */
  refillPerSecond: number
  /** At most this many keys are tracked; the least recently used go first. Defaults to `100000`. */
  maxKeys?: number
  /** The clock, for tests. Defaults to `Date.now`. */
  now?: () => number
}

export type TokenBucket = {
  /** Takes `count` tokens from `key`'s bucket when it has them all; else takes none. */
  take(key: string, count?: number): boolean
  /** Gives `count` tokens back to `key`'s bucket (never beyond its capacity). */
  give(key: string, count?: number): void
}

/**
 * A token bucket per key, in memory: `capacity` tokens at most, refilled at `refillPerSecond`.
 * Keys are forgotten least recently used first beyond `maxKeys` (a forgotten key starts full).
 *
 * @param parameters - Burst, rate and size.
 * @returns `take(key, count)`, and `give(key, count)` to return what a refused request took.
 *
 * @example
 * import { createTokenBucket } from './createTokenBucket.js'
 * const publishes = createTokenBucket({ capacity: 100, refillPerSecond: 20 })
 * if (!publishes.take(clientId)) throw new RelayRpcError({ code: -32029, message: 'Too many' })
 */
export function createTokenBucket({
  capacity,
  refillPerSecond,
  maxKeys = 100_000,
  now = Date.now,
}: CreateTokenBucketParameters): TokenBucket {
  const buckets = new Map<string, { tokens: number; at: number }>()
  // The key's bucket refilled up to now, made the most recently used.
  const refilled = (key: string) => {
    const time = now()
    const bucket = buckets.get(key) ?? { tokens: capacity, at: time }
    buckets.delete(key)
    bucket.tokens = Math.min(
      capacity,
      bucket.tokens + ((time - bucket.at) / 1000) * refillPerSecond,
    )
    bucket.at = time
    // Maps keep insertion order: re-inserting makes this key the most recently used.
    buckets.set(key, bucket)
    while (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value as string)
    return bucket
  }
  return {
    take(key, count = 1) {
      const bucket = refilled(key)
      const allowed = bucket.tokens >= count
      if (allowed) bucket.tokens -= count
      return allowed
    },
    give(key, count = 1) {
      const bucket = refilled(key)
      bucket.tokens = Math.min(capacity, bucket.tokens + count)
    },
  }
}
