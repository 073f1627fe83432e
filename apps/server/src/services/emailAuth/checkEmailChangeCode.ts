import type { EmailChange, LiveEmailSession } from '../../db/emailWalletRepositoryTypes.js'
import { matchEmailCode } from '../../email/matchEmailCode.js'
import { EmailCodeBurnedError, InvalidEmailCodeError } from '../../errors/emailAuth.js'
import { checkAccountFailures } from './checkAccountFailures.js'
import type { EmailAuthContext } from './emailAuthContext.js'
import { emailChangeEndedError } from './emailChangeEndedError.js'

export type CheckEmailChangeCodeParameters = {
  session: LiveEmailSession & { email: string }
  change: EmailChange
  code: string
  client: string
  time: Date
  which: 'primary' | 'secondary'
}

/**
 * Checks one of an e-mail change's two codes, counting a wrong one against the current address.
 *
 * @param context - The e-mail wallet context.
 * @param parameters - Session, change, code, client, now and which code.
 * @throws {InvalidEmailCodeError} 400 for a wrong code, with the tries left.
 * @throws {EmailCodeBurnedError} 400 once the code is burned.
 * @throws {EmailAccountLockedError} 429 after too many wrong codes for the address.
 *
 * @example
 * import { checkEmailChangeCode } from './services/emailAuth/checkEmailChangeCode.js'
 * await checkEmailChangeCode(context, { session, change, code, client, time, which: 'primary' })
 */
export async function checkEmailChangeCode(
  context: EmailAuthContext,
  { session, change, code, client, time, which }: CheckEmailChangeCodeParameters,
): Promise<void> {
  const { maxCodeTries } = context.limits
  await checkAccountFailures(context, { email: session.email, client, time })
  const { codeKey } = await context.keys()
  const expectedHash = which === 'primary' ? change.primaryCodeHash : change.secondaryCodeHash
  if (matchEmailCode({ key: codeKey, binding: `update-${which}:${change.id}`, code, expectedHash }))
    return
  const failure = await context.repository.recordChangeFailure({
    id: change.id,
    email: session.email,
    client,
    now: time,
    maxTries: maxCodeTries,
  })
  if (!failure) throw await emailChangeEndedError(context, session.id, time)
  if (failure.burned) throw new EmailCodeBurnedError()
  throw new InvalidEmailCodeError({ triesLeft: maxCodeTries - failure.failedTries })
}
