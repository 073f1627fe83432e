import { generateKeyPairSync, sign } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'
import type { SolanaTestKeypair } from './createSolanaTestWalletHandler.js'

/**
 * A new random Ed25519 key for the Solana test wallet: an account no other test (or run) has
 * touched, holding nothing on the devnet.
 *
 * @returns Its base58 address, raw public key, and a signer.
 *
 * @example
 * import { injectSolanaTestWallet, randomSolanaKeypair } from '@airlock/test-kit'
 * const wallet = await injectSolanaTestWallet(page, { keypair: randomSolanaKeypair() })
 */
export function randomSolanaKeypair(): SolanaTestKeypair {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  // The raw key is the last 32 bytes of its SPKI encoding.
  const raw = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32))
  return {
    address: getBase58Decoder().decode(raw),
    publicKey: raw,
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  }
}
