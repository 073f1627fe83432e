import { createHmac } from 'node:crypto'

const hardened = 0x8000_0000

/**
 * SLIP-0010 private key derivation for Ed25519 (hardened indices only).
 *
 * @param seed - The master seed.
 * @param path - Indices, each hardened by this function.
 * @returns The 32-byte private key (Ed25519 seed) at the end of the path.
 *
 * @example
 * import { slip10Ed25519 } from './slip10Ed25519.js'
 * slip10Ed25519(Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex'), [0])
 */
export function slip10Ed25519(seed: Uint8Array, path: readonly number[]): Uint8Array {
  let node = createHmac('sha512', 'ed25519 seed').update(seed).digest()
  for (const index of path) {
    const data = Buffer.alloc(37)
    node.copy(data, 1, 0, 32)
    data.writeUInt32BE((index | hardened) >>> 0, 33)
    node = createHmac('sha512', node.subarray(32)).update(data).digest()
  }
  return new Uint8Array(node.subarray(0, 32))
}
