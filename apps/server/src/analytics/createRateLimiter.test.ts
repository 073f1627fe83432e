import { expect, it } from 'vitest'
import { createRateLimiter } from './createRateLimiter.js'

it('allows max hits per key per window, then says how long to wait', () => {
  let time = 0
  const limiter = createRateLimiter({ max: 2, windowMs: 10_000, now: () => time })
  expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('b')]).toEqual([0, 0, 0])
  time = 2500
  expect(limiter.hit('a')).toBe(8)
  time = 10_000
  expect(limiter.hit('a')).toBe(0)
})

it('tracks at most maxKeys keys', () => {
  const limiter = createRateLimiter({ max: 1, windowMs: 60_000, maxKeys: 2 })
  limiter.hit('a')
  limiter.hit('b')
  limiter.hit('c')
  // 'a' was forgotten, so it starts a fresh window.
  expect(limiter.hit('a')).toBe(0)
  expect(limiter.hit('c')).toBeGreaterThan(0)
})
