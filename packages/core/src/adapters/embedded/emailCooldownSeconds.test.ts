import fc from 'fast-check'
import { expect, test } from 'vitest'
import { emailCooldownSeconds } from './emailCooldownSeconds.js'

test('30 s after an e-mail, counted down in whole seconds rounded up', () => {
  const sent = 1_000_000
  expect(emailCooldownSeconds({ lastEmailLoginTime: undefined, now: sent })).toBe(0)
  expect(emailCooldownSeconds({ lastEmailLoginTime: sent, now: sent })).toBe(30)
  expect(emailCooldownSeconds({ lastEmailLoginTime: sent, now: sent + 1 })).toBe(30)
  expect(emailCooldownSeconds({ lastEmailLoginTime: sent, now: sent + 12_500 })).toBe(18)
  expect(emailCooldownSeconds({ lastEmailLoginTime: sent, now: sent + 29_001 })).toBe(1)
  expect(emailCooldownSeconds({ lastEmailLoginTime: sent, now: sent + 30_000 })).toBe(0)
  // A clock set back: at most the full cooldown, never more.
  expect(emailCooldownSeconds({ lastEmailLoginTime: sent + 600_000, now: sent })).toBe(30)
})

test('always between 0 and 30, and never growing as time passes', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 2 ** 40 }),
      fc.integer({ min: -100_000, max: 100_000 }),
      fc.nat(100_000),
      (sent, offset, later) => {
        const first = emailCooldownSeconds({ lastEmailLoginTime: sent, now: sent + offset })
        const second = emailCooldownSeconds({
          lastEmailLoginTime: sent,
          now: sent + offset + later,
        })
        expect(first).toBeGreaterThanOrEqual(0)
        expect(first).toBeLessThanOrEqual(30)
        if (offset >= 0) expect(second).toBeLessThanOrEqual(first)
      },
    ),
  )
})
