import type { LiveEmailSession } from '../../db/emailWalletRepositoryTypes.js'
import {
  EmailCodeUsedError,
  EmailInUseError,
  PrimaryCodeRequiredError,
} from '../../errors/emailAuth.js'
import { checkEmailChangeCode } from './checkEmailChangeCode.js'
import type { EmailAuthContext } from './emailAuthContext.js'
import { emailChangeEndedError } from './emailChangeEndedError.js'
import { requireEmailChange } from './requireEmailChange.js'

export type ConfirmEmailChangeParameters = {
  session: LiveEmailSession & { email: string }
  code: string
  client: string
  /** `primary`: the current address's code, first; `secondary`: the new address's, which applies it. */
  which: 'primary' | 'secondary'
}

/**
 * Confirms one step of an e-mail change: the current address's code, then the new address's,
 * which alone changes the address.
 *
 * @param context - The e-mail wallet context.
 * @param parameters - Session, code, client and which step.
 * @returns `{}` after the first step; `{ newEmail }` once the address changed.
 * @throws {EmailCodeUsedError} 400 for a step already confirmed.
 * @throws {PrimaryCodeRequiredError} 400 for the second step before the first.
 * @throws {EmailInUseError} 409 when the new address was taken meanwhile.
 *
 * @example
 * import { confirmEmailChange } from './services/emailAuth/confirmEmailChange.js'
 * const { newEmail } = await confirmEmailChange(context, { session, code, client, which: 'secondary' })
 */
export async function confirmEmailChange(
  context: EmailAuthContext,
  { session, code, client, which }: ConfirmEmailChangeParameters,
): Promise<{ newEmail?: string }> {
  const { repository } = context
  const maxTries = context.limits.maxCodeTries
  const time = context.now()
  const change = await requireEmailChange(context, session, time)
  if (which === 'primary') {
    if (change.primaryVerifiedAt) throw new EmailCodeUsedError()
    await checkEmailChangeCode(context, { session, change, code, client, time, which })
    if (!(await repository.confirmPrimary({ id: change.id, now: time, maxTries })))
      throw await emailChangeEndedError(context, session.id, time)
    return {}
  }
  if (!change.primaryVerifiedAt) throw new PrimaryCodeRequiredError()
  await checkEmailChangeCode(context, { session, change, code, client, time, which })
  const applied = await repository.applyEmailChange({
    id: change.id,
    userId: session.userId,
    now: time,
    maxTries,
  })
  if (applied === 'taken') throw new EmailInUseError()
  if (applied === undefined) throw await emailChangeEndedError(context, session.id, time)
  return { newEmail: applied }
}
