import type { EmailChange } from '../../db/emailWalletRepositoryTypes.js'
import {
  EmailAttemptNotFoundError,
  EmailCodeBurnedError,
  EmailCodeExpiredError,
  EmailCodeUsedError,
} from '../../errors/emailAuth.js'

/**
 * Why an e-mail change can no longer be confirmed.
 *
 * @param change - The change, as stored.
 * @param time - Now.
 * @param maxTries - Wrong codes that burn a code.
 * @returns The error that says why, or `undefined` while it can be confirmed.
 *
 * @example
 * import { changeError } from './services/emailAuth/changeError.js'
 * const ended = changeError(change, new Date(), 5)
 */
export function changeError(change: EmailChange, time: Date, maxTries: number) {
  if (change.replacedAt) return new EmailAttemptNotFoundError({ subject: 'e-mail change' })
  if (change.appliedAt) return new EmailCodeUsedError()
  if (change.burnedAt || change.failedTries >= maxTries) return new EmailCodeBurnedError()
  if (change.expiresAt.getTime() <= time.getTime()) return new EmailCodeExpiredError()
  return undefined
}
