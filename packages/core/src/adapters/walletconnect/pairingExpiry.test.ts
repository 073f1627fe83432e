import fc from 'fast-check'
import { expect, test } from 'vitest'
import { msUntilPairingRefresh, pairingExpiresAt } from './pairingExpiry.js'

test('a URI lives 4 minutes and is regenerated when 10 s remain', () => {
  const made = Date.UTC(2026, 10, 22, 12)
  const expiresAt = pairingExpiresAt(made)
  expect(expiresAt - made).toBe(240_000)
  expect(msUntilPairingRefresh(expiresAt, made)).toBe(230_000)
  expect(msUntilPairingRefresh(expiresAt, made + 229_999)).toBe(1)
  expect(msUntilPairingRefresh(expiresAt, made + 230_000)).toBe(0)
  // Long past its expiry (a laptop woken from sleep): at once, never a negative delay.
  expect(msUntilPairingRefresh(expiresAt, made + 3_600_000)).toBe(0)
})

test('the refresh always comes before expiry, and at least 10 s before it', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 45 }), fc.nat(300_000), (made, elapsed) => {
      const expiresAt = pairingExpiresAt(made)
      const now = made + elapsed
      const wait = msUntilPairingRefresh(expiresAt, now)
      expect(wait).toBeGreaterThanOrEqual(0)
      if (wait > 0) expect(expiresAt - (now + wait)).toBe(10_000)
      else expect(expiresAt - now).toBeLessThanOrEqual(10_000)
    }),
  )
})
