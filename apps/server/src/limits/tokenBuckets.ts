import { createTokenBucket, type TokenBucket } from './createTokenBucket.js'

/** A token bucket's size: `capacity` at once, `refillPerSecond` sustained. */
export type TokenRate = { capacity: number; refillPerSecond: number }

/** One take: `count` tokens from `key`'s bucket of the budget named `bucket`, sized `rate`. */
export type BucketTake = { bucket: string; rate: TokenRate; key: string; count: number }

/**
 * Takes from several token buckets at once, all or nothing: resolves `true` when every bucket had
 * its count (and took it), `false` when one had not (and none took anything). In memory
 * (`memoryTokenBuckets`, per process) by default, in Redis with `REDIS_URL`
 * (`createRedisSharedState`), so a budget holds across every server replica.
 */
export type TokenBuckets = (takes: readonly BucketTake[]) => Promise<boolean>

/**
 * Token buckets in this process's memory: each server process counts on its own.
 *
 * @returns The buckets, made per budget name on first use.
 *
 * @example
 * import { memoryTokenBuckets } from './limits/tokenBuckets.js'
 * const take = memoryTokenBuckets()
 * const rate = { capacity: 200, refillPerSecond: 50 }
 * await take([{ bucket: 'relay-publish-client', rate, key: clientId, count: 1 }]) // true
 */
export function memoryTokenBuckets(): TokenBuckets & {
  takeNow(takes: readonly BucketTake[]): boolean
} {
  const budgets = new Map<string, TokenBucket>()
  const budget = ({ bucket, rate }: BucketTake) => {
    const found = budgets.get(bucket) ?? createTokenBucket(rate)
    budgets.set(bucket, found)
    return found
  }
  const takeNow = (takes: readonly BucketTake[]) => {
    const taken: BucketTake[] = []
    for (const take of takes) {
      if (budget(take).take(take.key, take.count)) {
        taken.push(take)
        continue
      }
      for (const done of taken) budget(done).give(done.key, done.count)
      return false
    }
    return true
  }
  return Object.assign(async (takes: readonly BucketTake[]) => takeNow(takes), { takeNow })
}
