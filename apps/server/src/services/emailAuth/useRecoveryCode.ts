import type { LiveEmailSession } from '../../db/emailWalletRepositoryTypes.js'
import { EmailCodeUsedError, RecoveryCodeRequiredError } from '../../errors/emailAuth.js'
import { attemptError } from './attemptError.js'
import type { EmailAuthContext } from './emailAuthContext.js'
import { requireRightCode } from './requireRightCode.js'

/**
 * Checks and spends the session's recovery code. Wrong codes count as a login's do (per attempt,
 * per address and client, per address).
 *
 * @throws {RecoveryCodeRequiredError} 400 when the session asked for no recovery code.
 * @throws {InvalidEmailCodeError} 400 for a wrong code; {EmailCodeBurnedError} once burned;
 * {EmailCodeUsedError} when spent already; {EmailAccountLockedError} 429.
 *
 * @example
 * await useRecoveryCode(context, { session, code, client })
 */
export async function useRecoveryCode(
  context: EmailAuthContext,
  { session, code, client }: { session: LiveEmailSession; code: string; client: string },
): Promise<void> {
  const { repository, limits } = context
  const time = context.now()
  const attempt = await repository.findRecoveryAttempt(session.id)
  if (!attempt?.codeHash || attempt.purpose !== 'recovery') throw new RecoveryCodeRequiredError()
  const ended = attemptError(attempt, time, limits.maxCodeTries)
  if (ended) throw ended
  await requireRightCode(context, {
    attempt: { ...attempt, codeHash: attempt.codeHash },
    purpose: 'recovery',
    code,
    client,
    time,
  })
  const used = await repository.consumeRecoveryAttempt({
    id: attempt.id,
    now: time,
    maxTries: limits.maxCodeTries,
  })
  if (!used) throw new EmailCodeUsedError()
}
