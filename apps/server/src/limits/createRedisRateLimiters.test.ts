import { randomBytes } from 'node:crypto'
import { afterAll, expect, it } from 'vitest'
import { unusedPort } from '../../test/ports.js'
import { createLogger } from '../createLogger.js'
import { createRedisRateLimiters } from './createRedisRateLimiters.js'

const redisUrl = process.env.REDIS_URL
const logger = createLogger({ logLevel: 'silent' })
const opened: { close(): Promise<void> }[] = []
afterAll(() => Promise.all(opened.map((limits) => limits.close())))

function open(url: string, prefix: string) {
  const limits = createRedisRateLimiters({ url, logger, prefix })
  opened.push(limits)
  return limits.limiters
}

it.skipIf(!redisUrl)(
  'counts one window across processes: the 31st check is refused on either (REDIS_URL set)',
  async () => {
    // A prefix per run: parallel runs on one Redis never share a count.
    const prefix = `airlock-test:${randomBytes(4).toString('hex')}:`
    const limit = { max: 30, windowMs: 300_000 }
    const [first, second] = [
      open(redisUrl ?? '', prefix)('email-verify', limit),
      open(redisUrl ?? '', prefix)('email-verify', limit),
    ]
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => (index % 2 ? first : second).hit('203.0.113.9')),
    )
    expect(answers).toEqual(Array(30).fill(0))
    const refused = [await first.hit('203.0.113.9'), await second.hit('203.0.113.9')]
    for (const retryAfter of refused) expect(retryAfter).toBeGreaterThan(290)
    // Another address, and another limit by name, count apart.
    expect(await second.hit('203.0.113.10')).toBe(0)
    expect(await open(redisUrl ?? '', prefix)('social', limit).hit('203.0.113.9')).toBe(0)
  },
)

it('counts per process when Redis does not answer, rather than letting everything through', async () => {
  const limiter = open(`redis://127.0.0.1:${await unusedPort()}`, 'unused:')('email-verify', {
    max: 2,
    windowMs: 60_000,
  })
  expect([await limiter.hit('a'), await limiter.hit('a')]).toEqual([0, 0])
  expect(await limiter.hit('a')).toBeGreaterThan(0)
})
