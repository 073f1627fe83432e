import { EmailCodeUsedError } from '../../errors/emailAuth.js'
import { attemptError } from './attemptError.js'
import type { EmailAuthContext } from './emailAuthContext.js'

/**
 * The error for a login attempt that a concurrent request ended, read anew.
 *
 * @param context - The e-mail wallet context.
 * @param tokenHash - The attempt's token hash.
 * @param time - Now.
 * @returns Why the attempt ended; `EmailCodeUsedError` when it cannot tell.
 *
 * @example
 * import { endedAttemptError } from './services/emailAuth/endedAttemptError.js'
 * throw await endedAttemptError(context, attempt.tokenHash, time)
 */
export async function endedAttemptError(context: EmailAuthContext, tokenHash: string, time: Date) {
  const attempt = await context.repository.findLoginAttempt(tokenHash)
  return (
    (attempt && attemptError(attempt, time, context.limits.maxCodeTries)) ??
    new EmailCodeUsedError()
  )
}
