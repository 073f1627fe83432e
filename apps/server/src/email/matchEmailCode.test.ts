import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashEmailCode } from './hashEmailCode.js'
import { matchEmailCode } from './matchEmailCode.js'

describe('hashEmailCode and matchEmailCode', () => {
  const key = randomBytes(32)
  const stored = hashEmailCode({ key, binding: 'login:a', code: '123456' })

  it('stores no plaintext: a keyed hash, not the code', () => {
    expect(stored).toMatch(/^[0-9a-f]{64}$/)
    expect(stored).not.toContain('123456')
    expect(hashEmailCode({ key: randomBytes(32), binding: 'login:a', code: '123456' })).not.toBe(
      stored,
    )
  })

  it('matches the right code only, for its own binding only', () => {
    expect(matchEmailCode({ key, binding: 'login:a', code: '123456', expectedHash: stored })).toBe(
      true,
    )
    expect(matchEmailCode({ key, binding: 'login:a', code: '123457', expectedHash: stored })).toBe(
      false,
    )
    expect(matchEmailCode({ key, binding: 'login:b', code: '123456', expectedHash: stored })).toBe(
      false,
    )
    expect(matchEmailCode({ key, binding: 'login:a', code: '123456', expectedHash: 'ab' })).toBe(
      false,
    )
  })
})
