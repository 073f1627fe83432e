import { randomBytes } from 'node:crypto'

/** Random bytes per token: 256 bits. */
const tokenBytes = 32

/**
 * A bearer token (session or nonce token) from the operating system's CSPRNG: 256 bits as 43
 * base64url characters. Store only its `hashToken`, and never log it.
 *
 * @returns The token.
 *
 * @example
 * import { generateToken } from './auth/generateToken.js'
 * const token = generateToken() // 'q3V…' (43 characters)
 */
export function generateToken(): string {
  return randomBytes(tokenBytes).toString('base64url')
}

/** What `generateToken` makes; anything else is refused before a database lookup. */
export const tokenPattern = /^[A-Za-z0-9_-]{43}$/
