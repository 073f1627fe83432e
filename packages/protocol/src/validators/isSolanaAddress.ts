import { validationLimits } from '../constants.js'

// The base58 alphabet: digits and letters without 0, O, I and l.
const pattern = new RegExp(
  `^[1-9A-HJ-NP-Za-km-z]{${validationLimits.solanaAddressMinLength},${validationLimits.solanaAddressMaxLength}}$`,
)

/**
 * Tells whether a value is a Solana address: 32 to 44 base58 characters.
 *
 * @param value - The value to check.
 * @returns `true` if it is a string of that form. The 32 bytes it encodes are not decoded.
 *
 * @example
 * import { isSolanaAddress } from '@airlock/protocol'
 * isSolanaAddress('So11111111111111111111111111111111111111112') // true
 * isSolanaAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // false
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && pattern.test(value)
}
