import { createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'

export type SolanaKeypair = {
  /** Base58 public key: the account's address. */
  address: string
  publicKey: Uint8Array
  /** 64 bytes: the 32-byte seed followed by the public key (the format wallets import). */
  secretKey: Uint8Array
  /** Ed25519 signature of `message`. */
  sign(message: Uint8Array): Uint8Array
}

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed, so node:crypto can load it.
const pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex')

/**
 * An Ed25519 keypair from its 32-byte seed (the private key), signing with node:crypto.
 *
 * @param seed - 32 bytes.
 * @returns The keypair, with its base58 address.
 *
 * @example
 * import { randomBytes } from 'node:crypto'
 * import { createSolanaKeypair } from './createSolanaKeypair.js'
 * const keypair = createSolanaKeypair(randomBytes(32))
 * keypair.sign(new TextEncoder().encode('hello')) // 64-byte signature
 */
export function createSolanaKeypair(seed: Uint8Array): SolanaKeypair {
  if (seed.length !== 32) throw new Error(`an Ed25519 seed has 32 bytes, not ${seed.length}`)
  const privateKey: KeyObject = createPrivateKey({
    key: Buffer.concat([pkcs8Prefix, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' })
  const publicKey = new Uint8Array(Buffer.from(jwk.x as string, 'base64url'))
  const secretKey = new Uint8Array(64)
  secretKey.set(seed)
  secretKey.set(publicKey, 32)
  return {
    address: getBase58Decoder().decode(publicKey),
    publicKey,
    secretKey,
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  }
}
