import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { type Hex, hexToBytes } from 'viem'

// The domain separation of the Solana key: a salt and an info string no other use of the wallet's
// secret shares. Changing either changes every user's Solana address: never change them.
const salt = new TextEncoder().encode('airlock/embedded-wallet/solana')
const info = new TextEncoder().encode('ed25519 seed, account 0, v1')

/** The embedded wallet's Solana key: an Ed25519 seed (secret) and its address (public). */
export type SolanaKey = {
  /** 32 bytes: the Ed25519 private key. Wipe it (`seed.fill(0)`) once the signature is made. */
  seed: Uint8Array
  /** The public key, base58: the Solana address. */
  address: string
}

/**
 * The Solana key of an embedded wallet, derived from the wallet's secp256k1 key (the secret the
 * 2-of-3 shares rebuild, already checked against the wallet's address): HKDF-SHA256 with the salt
 * `airlock/embedded-wallet/solana` and the info `ed25519 seed, account 0, v1` gives the 32-byte
 * Ed25519 seed. The same wallet always derives the same Solana key; another wallet another one;
 * and nothing about the EVM key can be learned from the Solana key (HKDF is one-way). Runs only in
 * the secure origin, on a key rebuilt for one use; the caller wipes `seed`.
 *
 * @param key - The wallet's private key, `0x` and 64 hexadecimal digits.
 * @returns The seed and the base58 address.
 *
 * @example
 * import { deriveSolanaKey } from './keys/deriveSolanaKey.js'
 * const { seed, address } = await deriveSolanaKey(key)
 * seed.fill(0)
 */
export async function deriveSolanaKey(key: Hex): Promise<SolanaKey> {
  if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw new Error('expected a 32-byte wallet key')
  const raw = hexToBytes(key)
  const secret = new Uint8Array(raw)
  raw.fill(0)
  try {
    const material = await globalThis.crypto.subtle.importKey('raw', secret, 'HKDF', false, [
      'deriveBits',
    ])
    const bits = await globalThis.crypto.subtle.deriveBits(
      { name: 'HKDF', hash: 'SHA-256', salt, info },
      material,
      256,
    )
    const seed = new Uint8Array(bits)
    return { seed, address: base58.encode(ed25519.getPublicKey(seed)) }
  } finally {
    secret.fill(0)
  }
}

/**
 * Signs `message` with the Solana key (Ed25519, RFC 8032).
 *
 * @param seed - The key's seed, from `deriveSolanaKey`.
 * @param message - The bytes to sign: a message, or a transaction's message bytes.
 * @returns The 64-byte signature.
 *
 * @example
 * const signature = signWithSolanaKey(seed, new TextEncoder().encode('hello'))
 */
export function signWithSolanaKey(seed: Uint8Array, message: Uint8Array): Uint8Array {
  return ed25519.sign(message, seed)
}
