import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSealedRecoveryShare } from './isSealedRecoveryShare.js'

const part = (bytes: number) => randomBytes(bytes).toString('base64url')
const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url')
// The secure origin's form: `{ v, epk: { x, y }, iv, ct }` (apps/secure sealRecoveryShare).
const sealed = (overrides: Record<string, unknown> = {}) =>
  encode({ v: 1, epk: { x: part(32), y: part(32) }, iv: part(12), ct: part(82), ...overrides })

describe('isSealedRecoveryShare', () => {
  it('accepts the secure origin’s sealed form', () => {
    expect(isSealedRecoveryShare(sealed())).toBe(true)
    expect(isSealedRecoveryShare(sealed({ v: 2 }))).toBe(true)
  })

  it('refuses a share in the clear and anything not sealed', () => {
    for (const value of [
      `0x${randomBytes(33).toString('hex')}`,
      randomBytes(33).toString('hex'),
      part(300),
      encode('a string'),
      encode(null),
      encode([1, 2]),
      sealed({ v: 0 }),
      sealed({ v: '1' }),
      sealed({ epk: 'key' }),
      sealed({ epk: { x: part(32) } }),
      sealed({ iv: undefined }),
      sealed({ ct: '' }),
      sealed({ ct: 'not base64url!' }),
      `${sealed()}=`,
    ])
      expect(isSealedRecoveryShare(value), value).toBe(false)
  })

  it('refuses every 33-byte share as hex, with or without 0x', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 33, maxLength: 33 }),
        fc.boolean(),
        (share, prefix) => {
          const hex = Buffer.from(share).toString('hex')
          return !isSealedRecoveryShare(prefix ? `0x${hex}` : hex)
        },
      ),
    )
  })
})
