import { expect, it } from 'vitest'
import { createTokenBucket } from './createTokenBucket.js'

it('allows a burst, then the sustained rate, per key', () => {
  let time = 0
  const bucket = createTokenBucket({ capacity: 3, refillPerSecond: 2, now: () => time })
  expect([1, 2, 3, 4].map(() => bucket.take('a'))).toEqual([true, true, true, false])
  expect(bucket.take('b', 3)).toBe(true)
  expect(bucket.take('b', 1)).toBe(false)
  time += 500 // one token back
  expect(bucket.take('a')).toBe(true)
  expect(bucket.take('a')).toBe(false)
  expect(bucket.take('a', 5)).toBe(false) // more than it can ever hold: takes none
  time += 10_000
  expect(bucket.take('a', 3)).toBe(true)
})

it('forgets the least recently used keys beyond maxKeys', () => {
  const bucket = createTokenBucket({ capacity: 1, refillPerSecond: 0, maxKeys: 2, now: () => 0 })
  expect(bucket.take('a')).toBe(true)
  expect(bucket.take('b')).toBe(true)
  expect(bucket.take('c')).toBe(true) // 'a' is forgotten: it starts full again
  expect(bucket.take('a')).toBe(true)
  expect(bucket.take('c')).toBe(false)
})

it('takes back what was given, up to its capacity', () => {
  const bucket = createTokenBucket({ capacity: 2, refillPerSecond: 0, now: () => 0 })
  expect(bucket.take('a', 2)).toBe(true)
  bucket.give('a', 1)
  expect(bucket.take('a', 2)).toBe(false)
  expect(bucket.take('a', 1)).toBe(true)
  bucket.give('a', 5)
  expect(bucket.take('a', 3)).toBe(false)
  expect(bucket.take('a', 2)).toBe(true)
})
