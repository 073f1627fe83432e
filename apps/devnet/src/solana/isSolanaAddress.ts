const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Tells whether a string is a Solana address: 32–44 base58 characters encoding exactly 32 bytes.
 * (Any 32 bytes are an address; program-derived ones are off the Ed25519 curve.) Dependency-free,
 * so checking an address does not load the Solana libraries.
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
  let number = 0n
  for (const character of value) number = number * 58n + BigInt(alphabet.indexOf(character))
  const leadingZeros = value.length - value.replace(/^1+/, '').length
  const bytes = number === 0n ? 0 : Math.ceil(number.toString(16).length / 2)
  return leadingZeros + bytes === 32
}
