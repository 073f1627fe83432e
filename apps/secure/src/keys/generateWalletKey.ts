import { bytesToHex, type Hex } from 'viem'

// The order of secp256k1's group: a private key is an integer in [1, n - 1].
const curveOrder = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/**
 * A new wallet key: 32 bytes from the platform's CSPRNG (`crypto.getRandomValues`, in the
 * browser and in Node alike), drawn again in the astronomically rare case that they are not a
 * valid secp256k1 private key. Made only inside the secure origin; split it with
 * `splitWalletKey` at once and keep no copy.
 *
 * @returns The private key, `0x` and 64 hexadecimal digits.
 *
 * @example
 * import { generateWalletKey } from './keys/generateWalletKey.js'
 * import { splitWalletKey } from './keys/splitWalletKey.js'
 * const { device, auth, recovery, address } = await splitWalletKey(generateWalletKey())
 */
export function generateWalletKey(): Hex {
  const bytes = new Uint8Array(32)
  for (;;) {
    globalThis.crypto.getRandomValues(bytes)
    const value = BigInt(bytesToHex(bytes))
    if (value > 0n && value < curveOrder) break
  }
  try {
    return bytesToHex(bytes)
  } finally {
    bytes.fill(0)
  }
}
