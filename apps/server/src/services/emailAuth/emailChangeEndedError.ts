import { EmailCodeUsedError } from '../../errors/emailAuth.js'
import { changeError } from './changeError.js'
import type { EmailAuthContext } from './emailAuthContext.js'

/**
 * The error for an e-mail change that a concurrent request ended, read anew.
 *
 * @param context - The e-mail wallet context.
 * @param sessionId - The session the change belongs to.
 * @param time - Now.
 * @returns Why the change ended; `EmailCodeUsedError` when it cannot tell.
 *
 * @example
 * import { emailChangeEndedError } from './services/emailAuth/emailChangeEndedError.js'
 * throw await emailChangeEndedError(context, session.id, time)
 */
export async function emailChangeEndedError(
  context: EmailAuthContext,
  sessionId: number,
  time: Date,
) {
  const change = await context.repository.findEmailChange(sessionId)
  return (
    (change ? changeError(change, time, context.limits.maxCodeTries) : undefined) ??
    new EmailCodeUsedError()
  )
}
