import fc from 'fast-check'
import { bytesToHex, type Hex, hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidWalletShareError, WalletShareMismatchError } from '../errors/keys.js'
import { combineShares } from './combineShares.js'
import { generateWalletKey } from './generateWalletKey.js'
import { splitWalletKey } from './splitWalletKey.js'

// The order of secp256k1's group: valid keys are 1 … n − 1.
const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const validKey = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => bytesToHex(bytes))
  .filter((key) => BigInt(key) > 0n && BigInt(key) < n)

describe('combineShares', () => {
  it('never rebuilds the wallet from one share and a random one (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        validKey,
        fc.constantFrom('device', 'auth', 'recovery'),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.integer({ min: 1, max: 255 }),
        async (key, which, randomY, randomX) => {
          const shares = await splitWalletKey(key)
          const known = shares[which as 'device' | 'auth' | 'recovery']
          // A made-up share at a coordinate the known one does not use.
          const x = randomX === hexToBytes(known).at(-1) ? (randomX % 255) + 1 : randomX
          const forged = bytesToHex(Uint8Array.from([...randomY, x]))
          await expect(combineShares(known, forged, shares.address)).rejects.toBeInstanceOf(
            WalletShareMismatchError,
          )
        },
      ),
      { numRuns: 200 },
    )
  })

  it('detects any corrupted byte of either share (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        validKey,
        fc.integer({ min: 0, max: 31 }),
        fc.integer({ min: 1, max: 255 }),
        fc.boolean(),
        async (key, index, flip, corruptFirst) => {
          const { device, auth, address } = await splitWalletKey(key)
          const corrupt = (share: Hex) => {
            const bytes = hexToBytes(share)
            bytes[index] = (bytes[index] ?? 0) ^ flip
            return bytesToHex(bytes)
          }
          const [a, b] = corruptFirst ? [corrupt(device), auth] : [device, corrupt(auth)]
          await expect(combineShares(a, b, address)).rejects.toBeInstanceOf(
            WalletShareMismatchError,
          )
        },
      ),
      { numRuns: 200 },
    )
  })

  it('detects a corrupted x coordinate too', async () => {
    const { device, auth, recovery, address } = await splitWalletKey(generateWalletKey())
    const authX = hexToBytes(auth).at(-1) ?? 1
    const recoveryX = hexToBytes(recovery).at(-1) ?? 2
    const deviceBytes = hexToBytes(device)
    // Moved to a coordinate no share uses: a wrong key comes out, and the address check fails.
    let x = 1
    while (x === authX || x === recoveryX || x === deviceBytes.at(-1)) x += 1
    deviceBytes[32] = x
    await expect(combineShares(bytesToHex(deviceBytes), auth, address)).rejects.toBeInstanceOf(
      WalletShareMismatchError,
    )
    // Moved onto the other share's coordinate: refused before any arithmetic.
    deviceBytes[32] = authX
    await expect(combineShares(bytesToHex(deviceBytes), auth, address)).rejects.toThrow(
      'Invalid wallet share: both shares have the same x coordinate',
    )
  })

  it('refuses shares of another wallet, malformed shares and a share twice', async () => {
    const one = await splitWalletKey(generateWalletKey())
    const other = await splitWalletKey(generateWalletKey())
    await expect(combineShares(one.device, one.auth, other.address)).rejects.toThrow(
      `The wallet shares do not rebuild this wallet\n\nDetails: They do not derive ${other.address}: a share is corrupted or from another wallet.`,
    )
    await expect(combineShares(one.device, one.device, one.address)).rejects.toBeInstanceOf(
      InvalidWalletShareError,
    )
    await expect(combineShares('0x12', one.auth, one.address)).rejects.toThrow(
      'Invalid wallet share: expected 0x and 66 hexadecimal digits',
    )
    await expect(
      combineShares(`${one.device.slice(0, -2)}00` as Hex, one.auth, one.address),
    ).rejects.toThrow('Invalid wallet share: a share has the x coordinate 0')
  })
})
