import { randomBytes } from 'node:crypto'

/** Random bytes per nonce: 160 bits, above the 128 of ASVS 5.0 11.5.1. */
const nonceBytes = 20

/**
 * A sign-in nonce from the operating system's CSPRNG: 40 lower-case hexadecimal characters
 * (160 bits), alphanumeric as EIP-4361 requires. Not viem's `generateSiweNonce`, which draws
 * from `Math.random`.
 *
 * @returns The nonce.
 *
 * @example
 * import { generateNonce } from './auth/generateNonce.js'
 * generateNonce() // 'f3a9…' (40 characters)
 */
export function generateNonce(): string {
  return randomBytes(nonceBytes).toString('hex')
}
