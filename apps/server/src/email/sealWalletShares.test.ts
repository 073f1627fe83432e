import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openAuthShare } from './openAuthShare.js'
import { openRecoveryShare } from './openRecoveryShare.js'
import { sealWalletShares } from './sealWalletShares.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const keys = { kek: randomBytes(32) }
// Opaque to the server: sealed in the frame to the secure origin's recovery key.
const sealedRecovery = randomBytes(200).toString('base64url')

function seal(userId = 7) {
  const auth = randomBytes(33)
  const authCopy = Buffer.from(auth)
  const sealed = sealWalletShares({
    keys,
    userId,
    address,
    authShare: auth,
    recoveryShare: sealedRecovery,
  })
  return { sealed, auth, authCopy }
}

describe('sealWalletShares', () => {
  it('keeps neither share readable, and wipes the auth share it was given', () => {
    const { sealed, auth, authCopy } = seal()
    for (const value of Object.values(sealed)) {
      const bytes = Buffer.from(value, 'base64')
      expect(bytes.includes(authCopy)).toBe(false)
      expect(bytes.includes(Buffer.from(sealedRecovery))).toBe(false)
      expect(value).not.toContain(sealedRecovery.slice(0, 24))
    }
    expect(auth.every((byte) => byte === 0)).toBe(true)
  })

  it('opens both with the KEK, the recovery share as the secure origin sealed it', () => {
    const { sealed, authCopy } = seal()
    expect(openAuthShare({ keys, userId: 7, address, sealed })).toEqual(authCopy)
    expect(openRecoveryShare({ keys, userId: 7, address, sealed })).toBe(sealedRecovery)
    const other = { kek: randomBytes(32) }
    expect(() => openAuthShare({ keys: other, userId: 7, address, sealed })).toThrow()
    expect(() => openRecoveryShare({ keys: other, userId: 7, address, sealed })).toThrow()
  })

  it('binds each ciphertext to its own column: swapped shares do not open', () => {
    const { sealed } = seal()
    const swapped = { ...sealed, authShare: sealed.recoveryShare, recoveryShare: sealed.authShare }
    expect(() => openAuthShare({ keys, userId: 7, address, sealed: swapped })).toThrow()
    expect(() => openRecoveryShare({ keys, userId: 7, address, sealed: swapped })).toThrow()
  })

  it('refuses a ciphertext moved to another user or address, or changed', () => {
    const { sealed } = seal(7)
    expect(() => openAuthShare({ keys, userId: 8, address, sealed })).toThrow()
    expect(() => openRecoveryShare({ keys, userId: 8, address, sealed })).toThrow()
    const elsewhere = `0x${'1'.repeat(40)}`
    expect(() => openAuthShare({ keys, userId: 7, address: elsewhere, sealed })).toThrow()
    expect(() => openRecoveryShare({ keys, userId: 7, address: elsewhere, sealed })).toThrow()
    for (const column of ['authShare', 'recoveryShare'] as const) {
      const bytes = Buffer.from(sealed[column], 'base64')
      bytes[14] = (bytes[14] ?? 0) ^ 1
      const changed = { ...sealed, [column]: bytes.toString('base64') }
      const open = column === 'authShare' ? openAuthShare : openRecoveryShare
      expect(() => open({ keys, userId: 7, address, sealed: changed })).toThrow()
    }
  })

  it('uses a fresh data key and nonce each time', () => {
    const first = seal().sealed
    const second = seal().sealed
    expect(first.wrappedDataKey).not.toBe(second.wrappedDataKey)
    expect(first.recoveryShare).not.toBe(second.recoveryShare)
  })
})
