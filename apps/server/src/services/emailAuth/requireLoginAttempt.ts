import { hashToken } from '../../auth/hashToken.js'
import type { EmailLoginAttempt } from '../../db/emailWalletRepositoryTypes.js'
import { EmailAttemptNotFoundError } from '../../errors/emailAuth.js'
import { attemptError } from './attemptError.js'
import type { EmailAuthContext } from './emailAuthContext.js'

/**
 * The browser's login attempt, if it may still be used.
 *
 * @param context - The e-mail wallet context.
 * @param token - The attempt cookie's token (already checked against `tokenPattern`), if any.
 * @param time - Now.
 * @returns The attempt.
 * @throws The error that says why it cannot be used (`EmailAttemptNotFoundError`, …).
 *
 * @example
 * import { requireLoginAttempt } from './services/emailAuth/requireLoginAttempt.js'
 * const attempt = await requireLoginAttempt(context, token, new Date())
 */
export async function requireLoginAttempt(
  context: EmailAuthContext,
  token: string | undefined,
  time: Date,
): Promise<EmailLoginAttempt> {
  const attempt = token ? await context.repository.findLoginAttempt(hashToken(token)) : undefined
  // A recovery code is never a login's.
  if (attempt?.purpose !== 'login') throw new EmailAttemptNotFoundError()
  const ended = attemptError(attempt, time, context.limits.maxCodeTries)
  if (ended) throw ended
  return attempt
}
