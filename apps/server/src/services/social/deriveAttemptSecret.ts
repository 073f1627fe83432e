import { createHmac } from 'node:crypto'

/**
 * A secret of a social login attempt that the server must present again at the callback, derived
 * from the attempt cookie's token under a server key instead of being stored: the PKCE code
 * verifier, and the OpenID Connect nonce (of which only a hash is stored). The code exchange thus
 * needs both the browser that started the attempt and the server, and a copy of the database
 * holds neither. 43 base64url characters (256 bits).
 *
 * @param key - The server's code key (`WalletKeys.codeKey`).
 * @param attemptToken - The attempt cookie's token.
 * @param purpose - Which secret.
 * @returns The secret.
 *
 * @example
 * import { deriveAttemptSecret } from './services/social/deriveAttemptSecret.js'
 * const verifier = deriveAttemptSecret(keys.codeKey, token, 'pkce')
 */
export function deriveAttemptSecret(
  key: Uint8Array,
  attemptToken: string,
  purpose: 'pkce' | 'nonce',
): string {
  return createHmac('sha256', key)
    .update(`airlock social ${purpose} v1\u0000`)
    .update(attemptToken)
    .digest('base64url')
}
