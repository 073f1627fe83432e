import fc from 'fast-check'
import { bytesToHex, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { InvalidWalletKeyError } from '../errors/keys.js'
import { combineShares } from './combineShares.js'
import { generateWalletKey } from './generateWalletKey.js'
import { splitWalletKey } from './splitWalletKey.js'

// The order of secp256k1's group: valid keys are 1 … n − 1.
const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const validKey = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => bytesToHex(bytes))
  .filter((key) => BigInt(key) > 0n && BigInt(key) < n)

describe('splitWalletKey', () => {
  it('makes three 33-byte shares with distinct x coordinates, and the key’s address', async () => {
    const key = generateWalletKey()
    const split = await splitWalletKey(key)
    expect(split.address).toBe(privateKeyToAddress(key))
    const shares = [split.device, split.auth, split.recovery]
    for (const share of shares) expect(share).toMatch(/^0x[0-9a-f]{66}$/)
    expect(new Set(shares.map((share) => share.slice(-2))).size).toBe(3)
    // No share is the key, or holds it.
    for (const share of shares) expect(share).not.toContain(key.slice(2))
  })

  it('lets any two of the three shares rebuild the key, for any key (property)', async () => {
    await fc.assert(
      fc.asyncProperty(validKey, async (key) => {
        const { device, auth, recovery, address } = await splitWalletKey(key)
        const pairs: [Hex, Hex][] = [
          [device, auth],
          [auth, device],
          [device, recovery],
          [recovery, device],
          [auth, recovery],
          [recovery, auth],
        ]
        for (const [a, b] of pairs) expect(await combineShares(a, b, address)).toBe(key)
      }),
      { numRuns: 200 },
    )
  })

  it('splits the same key differently every time', async () => {
    const key = generateWalletKey()
    const first = await splitWalletKey(key)
    const second = await splitWalletKey(key)
    expect(first.auth).not.toBe(second.auth)
    expect(first.address).toBe(second.address)
  })

  it('refuses what is not a secp256k1 private key', async () => {
    for (const key of [
      '0x1234',
      `0x${'00'.repeat(32)}`,
      `0x${n.toString(16)}`,
      `0x${'ff'.repeat(32)}`,
    ] as Hex[])
      await expect(splitWalletKey(key)).rejects.toBeInstanceOf(InvalidWalletKeyError)
  })
})
