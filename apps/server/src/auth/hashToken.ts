import { createHash } from 'node:crypto'

/**
 * The sha256 of a bearer token, in hex: what the database stores and looks tokens up by, so a
 * copy of the database signs nobody in. A plain hash suffices: the token has 256 random bits.
 *
 * @param token - A token from `generateToken`.
 * @returns 64 hexadecimal characters.
 *
 * @example
 * import { hashToken } from './auth/hashToken.js'
 * await auth.findLiveSession({ projectId, tokenHash: hashToken(token), now })
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
