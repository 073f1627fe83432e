import { describe, expect, it } from 'vitest'
import { createRefreshingCache } from './createRefreshingCache.js'

function setup() {
  let time = 0
  const cache = createRefreshingCache<number>({ maxAgeMs: 1_000, now: () => time })
  let reads = 0
  const pending: ((value: number) => void)[] = []
  const read = () => {
    reads++
    return new Promise<number>((resolve) => pending.push(resolve))
  }
  return {
    cache,
    read,
    reads: () => reads,
    at: (ms: number) => {
      time = ms
    },
    answer: (value: number) => pending.shift()?.(value),
  }
}

describe('createRefreshingCache', () => {
  it('shares one load between concurrent callers and hands it out while young', async () => {
    const { cache, read, reads, at, answer } = setup()
    const first = cache.get('k', read)
    const second = cache.get('k', read)
    answer(1)
    expect([await first, await second]).toEqual([1, 1])
    at(400)
    expect(await cache.get('k', read)).toBe(1)
    expect(reads()).toBe(1)
  })

  it('refreshes ahead after half its age without making anyone wait', async () => {
    const { cache, read, reads, at, answer } = setup()
    const first = cache.get('k', read)
    answer(1)
    await first
    at(600)
    // The old value comes at once; one reload runs behind it.
    expect(await cache.get('k', read)).toBe(1)
    expect(await cache.get('k', read)).toBe(1)
    expect(reads()).toBe(2)
    answer(2)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.get('k', read)).toBe(2)
    // The new value counts its age from when its read began (600).
    at(1_500)
    expect(await cache.get('k', read)).toBe(2)
    expect(reads()).toBe(3)
  })

  it('never hands out a value older than its maximum age', async () => {
    const { cache, read, reads, at, answer } = setup()
    const first = cache.get('k', read)
    answer(1)
    await first
    at(1_000)
    const late = cache.get('k', read)
    expect(reads()).toBe(2)
    answer(2)
    expect(await late).toBe(2)
  })

  it('forgets a failed load, and takes values read elsewhere', async () => {
    let time = 0
    const cache = createRefreshingCache<number>({ maxAgeMs: 1_000, now: () => time })
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('k', async () => 5)).toBe(5)
    cache.set('k', 7)
    expect(await cache.get('k', async () => 9)).toBe(7)
    time = 2_000
    expect(await cache.get('k', async () => 9)).toBe(9)
  })
})
