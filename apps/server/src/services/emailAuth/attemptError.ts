import type { EmailLoginAttempt } from '../../db/emailWalletRepositoryTypes.js'
import {
  EmailAttemptNotFoundError,
  EmailCodeBurnedError,
  EmailCodeExpiredError,
  EmailCodeUsedError,
} from '../../errors/emailAuth.js'

/**
 * Why a login attempt can no longer be used.
 *
 * @param attempt - The attempt, as stored.
 * @param time - Now.
 * @param maxTries - Wrong codes that burn a code.
 * @returns The error that says why, or `undefined` while it can be used.
 *
 * @example
 * import { attemptError } from './services/emailAuth/attemptError.js'
 * const ended = attemptError(attempt, new Date(), 5)
 */
export function attemptError(attempt: EmailLoginAttempt, time: Date, maxTries: number) {
  if (attempt.replacedAt) return new EmailAttemptNotFoundError()
  if (attempt.consumedAt) return new EmailCodeUsedError()
  if (attempt.burnedAt || attempt.failedTries >= maxTries) return new EmailCodeBurnedError()
  if (attempt.expiresAt.getTime() <= time.getTime()) return new EmailCodeExpiredError()
  return undefined
}
