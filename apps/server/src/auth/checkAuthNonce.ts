import type { AuthNonce } from '../db/createAuthRepository.js'
import {
  InvalidNonceTokenError,
  NonceAlreadyUsedError,
  NonceExpiredError,
  UnknownNonceError,
} from '../errors/auth.js'

export type CheckAuthNonceErrorType =
  | UnknownNonceError
  | InvalidNonceTokenError
  | NonceAlreadyUsedError
  | NonceExpiredError

/**
 * Checks that a stored sign-in nonce may be used: this project's, bound to this token, unused and
 * unexpired.
 *
 * @param stored - The nonce as stored, or `undefined` when none was found.
 * @param expected - The project, the token's hash and the time of use.
 * @throws {UnknownNonceError} No such nonce, or another project's.
 * @throws {InvalidNonceTokenError} The nonce was issued with another token.
 * @throws {NonceAlreadyUsedError} The nonce signed a session already.
 * @throws {NonceExpiredError} The nonce's time is up.
 *
 * @example
 * import { checkAuthNonce } from './auth/checkAuthNonce.js'
 * checkAuthNonce(await auth.findNonce(nonce), { nonce, tokenHash, projectId, time: new Date() })
 */
export function checkAuthNonce(
  stored: AuthNonce | undefined,
  expected: { nonce: string; tokenHash: string; projectId: string; time: Date },
): void {
  // Another project's nonce is, for this one, a nonce it never issued.
  if (!stored || stored.projectId !== expected.projectId) throw new UnknownNonceError()
  if (stored.tokenHash !== expected.tokenHash) throw new InvalidNonceTokenError({ missing: false })
  if (stored.consumedAt) throw new NonceAlreadyUsedError()
  if (stored.expiresAt.getTime() <= expected.time.getTime())
    throw new NonceExpiredError({ ttlMs: stored.expiresAt.getTime() - stored.createdAt.getTime() })
}
