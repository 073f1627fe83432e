import type { EmailChange, LiveEmailSession } from '../../db/emailWalletRepositoryTypes.js'
import { EmailAttemptNotFoundError } from '../../errors/emailAuth.js'
import { changeError } from './changeError.js'
import type { EmailAuthContext } from './emailAuthContext.js'

/**
 * The session's pending e-mail change, if it can still be confirmed.
 *
 * @param context - The e-mail wallet context.
 * @param session - The session.
 * @param time - Now.
 * @returns The change.
 * @throws The error that says why it cannot (`EmailAttemptNotFoundError`, …).
 *
 * @example
 * import { requireEmailChange } from './services/emailAuth/requireEmailChange.js'
 * const change = await requireEmailChange(context, session, new Date())
 */
export async function requireEmailChange(
  context: EmailAuthContext,
  session: LiveEmailSession,
  time: Date,
): Promise<EmailChange> {
  const change = await context.repository.findEmailChange(session.id)
  if (!change) throw new EmailAttemptNotFoundError({ subject: 'e-mail change' })
  const ended = changeError(change, time, context.limits.maxCodeTries)
  if (ended) throw ended
  return change
}
