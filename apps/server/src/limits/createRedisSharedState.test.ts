import { randomBytes } from 'node:crypto'
import { afterAll, expect, it } from 'vitest'
import { unusedPort } from '../../test/ports.js'
import { createLogger } from '../createLogger.js'
import { createRedisSharedState } from './createRedisSharedState.js'

const redisUrl = process.env.REDIS_URL
const logger = createLogger({ logLevel: 'silent' })
const opened: { close(): Promise<void> }[] = []
afterAll(() => Promise.all(opened.map((limits) => limits.close())))

/** Shared state on `url`, closed after the file. */
function open(url: string, prefix: string) {
  const state = createRedisSharedState({ url, logger, prefix })
  opened.push(state)
  return state
}

/** Two processes' shared state on the test Redis, with a prefix of their own per run (parallel
 * runs on one Redis never share a count). */
function twoReplicas() {
  const prefix = `airlock-test:${randomBytes(4).toString('hex')}:`
  return [open(redisUrl ?? '', prefix), open(redisUrl ?? '', prefix)] as const
}

/** Shared state pointed at a port where no Redis answers. */
async function withoutRedis() {
  return open(`redis://127.0.0.1:${await unusedPort()}`, 'unused:')
}

it.skipIf(!redisUrl)(
  'counts one window across processes: the 31st check is refused on either (REDIS_URL set)',
  async () => {
    const limit = { max: 30, windowMs: 300_000 }
    const replicas = twoReplicas()
    const [first, second] = replicas.map(({ limiters }) => limiters('email-verify', limit))
    if (!first || !second) throw new Error('two replicas expected')
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => (index % 2 ? first : second).hit('203.0.113.9')),
    )
    expect(answers).toEqual(Array(30).fill(0))
    const refused = [await first.hit('203.0.113.9'), await second.hit('203.0.113.9')]
    for (const retryAfter of refused) expect(retryAfter).toBeGreaterThan(290)
    // Another address, and another limit by name, count apart.
    expect(await second.hit('203.0.113.10')).toBe(0)
    expect(await replicas[0].limiters('social', limit).hit('203.0.113.9')).toBe(0)
  },
)

it('counts per process when Redis does not answer, rather than letting everything through', async () => {
  const limiter = (await withoutRedis()).limiters('email-verify', { max: 2, windowMs: 60_000 })
  expect([await limiter.hit('a'), await limiter.hit('a')]).toEqual([0, 0])
  expect(await limiter.hit('a')).toBeGreaterThan(0)
})

it.skipIf(!redisUrl)(
  'spends one token budget across processes, all or nothing (REDIS_URL set)',
  async () => {
    const [first, second] = twoReplicas()
    // No refill within the test: what one process took, the other cannot take again.
    const client = { bucket: 'relay-publish-client', rate: { capacity: 5, refillPerSecond: 0 } }
    const ip = { bucket: 'relay-publish-ip', rate: { capacity: 8, refillPerSecond: 0 } }
    expect(
      await first.buckets([
        { ...client, key: 'a', count: 3 },
        { ...ip, key: '203.0.113.9', count: 3 },
      ]),
    ).toBe(true)
    expect(
      await second.buckets([
        { ...client, key: 'a', count: 3 },
        { ...ip, key: '203.0.113.9', count: 3 },
      ]),
    ).toBe(false)
    // The refused take spent nothing: the address still has 5, the client 2.
    expect(
      await second.buckets([
        { ...client, key: 'b', count: 5 },
        { ...ip, key: '203.0.113.9', count: 5 },
      ]),
    ).toBe(true)
    expect(await first.buckets([{ ...client, key: 'a', count: 2 }])).toBe(true)
    expect(await first.buckets([{ ...client, key: 'a', count: 1 }])).toBe(false)
    expect(await second.buckets([{ ...ip, key: '203.0.113.9', count: 1 }])).toBe(false)
  },
)

it.skipIf(!redisUrl)('refills token buckets on Redis clock time (REDIS_URL set)', async () => {
  const [limits] = twoReplicas()
  const take = {
    bucket: 'relay-frames',
    rate: { capacity: 2, refillPerSecond: 1000 },
    key: 'k',
    count: 2,
  }
  expect(await limits.buckets([take])).toBe(true)
  // 1,000 tokens a second: two are back within a few milliseconds; wait for it, do not sleep.
  await expect.poll(() => limits.buckets([take]), { interval: 5, timeout: 5000 }).toBe(true)
})

it('keeps token budgets per process when Redis does not answer', async () => {
  const { buckets } = await withoutRedis()
  const take = {
    bucket: 'relay-publish-client',
    rate: { capacity: 2, refillPerSecond: 0 },
    key: 'a',
    count: 1,
  }
  expect([await buckets([take]), await buckets([take]), await buckets([take])]).toEqual([
    true,
    true,
    false,
  ])
})

it.skipIf(!redisUrl)(
  'shares a cached answer across processes; a refresh on one is what the other answers (REDIS_URL set)',
  async () => {
    const [first, second] = twoReplicas()
    const [onFirst, onSecond] = [
      first.caches<number[]>('balances', 60_000),
      second.caches<number[]>('balances', 60_000),
    ]
    const loads: string[] = []
    const load = (name: string, value: number[]) => async () => {
      loads.push(name)
      return value
    }
    expect(await onFirst.get('eip155:1:0xabc', load('first', [1]))).toEqual([1])
    // The other replica answers from the shared entry: its own read never runs.
    expect(await onSecond.get('eip155:1:0xabc', load('second', [2]))).toEqual([1])
    // A send, then forceUpdate=true on one replica: the other answers the new balance at once.
    expect(await onFirst.get('eip155:1:0xabc', load('refresh', [3]), { refresh: true })).toEqual([
      3,
    ])
    expect(await onSecond.get('eip155:1:0xabc', load('second again', [4]))).toEqual([3])
    expect(loads).toEqual(['first', 'refresh'])
  },
)

it('caches per process when Redis does not answer', async () => {
  const { caches } = await withoutRedis()
  const cache = caches<string>('balances', 60_000)
  let loads = 0
  const load = async () => `read ${++loads}`
  expect([await cache.get('k', load), await cache.get('k', load)]).toEqual(['read 1', 'read 1'])
  expect(await cache.get('k', load, { refresh: true })).toBe('read 2')
})
