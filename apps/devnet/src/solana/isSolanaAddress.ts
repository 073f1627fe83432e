import { getBase58Encoder } from '@solana/kit'

/**
 * Tells whether a string is a Solana address: 32–44 base58 characters encoding 32 bytes. (Any
 * 32 bytes are an address; program-derived ones are off the Ed25519 curve.)
 *
 * @param value - The candidate.
 * @returns `true` for a base58 32-byte key.
 *
 * @example
 * import { isSolanaAddress } from './isSolanaAddress.js'
 * isSolanaAddress('11111111111111111111111111111111') // true
 */
export function isSolanaAddress(value: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)) return false
  return getBase58Encoder().encode(value).length === 32
}
