import type { EmailLoginAttempt } from '../../db/emailWalletRepositoryTypes.js'
import { matchEmailCode } from '../../email/matchEmailCode.js'
import { EmailCodeBurnedError, InvalidEmailCodeError } from '../../errors/emailAuth.js'
import { checkAccountFailures } from './checkAccountFailures.js'
import type { EmailAuthContext } from './emailAuthContext.js'
import { endedAttemptError } from './endedAttemptError.js'

export type RequireRightCodeParameters = {
  /** The attempt whose code is checked; its `codeHash` is set. */
  attempt: EmailLoginAttempt & { codeHash: string }
  /** What the code is for: its HMAC is bound to it and to the attempt. */
  purpose: 'login' | 'recovery'
  code: string
  /** The client (IP address) wrong codes are counted for. */
  client: string
  time: Date
}

/**
 * Checks a one-time code against its attempt, for a login and a recovery alike: refuses a client
 * or an address with too many wrong codes, and counts a wrong code against the attempt (burned
 * after `maxCodeTries`), the address and the client.
 *
 * @throws {EmailAccountLockedError} 429; {InvalidEmailCodeError} 400 with the tries left;
 * {EmailCodeBurnedError} once burned; the attempt's end when it ended meanwhile.
 *
 * @example
 * await requireRightCode(context, { attempt, purpose: 'login', code, client, time })
 */
export async function requireRightCode(
  context: EmailAuthContext,
  { attempt, purpose, code, client, time }: RequireRightCodeParameters,
): Promise<void> {
  const { maxCodeTries } = context.limits
  await checkAccountFailures(context, { email: attempt.email, client, time })
  const { codeKey } = await context.keys()
  const binding = `${purpose}:${attempt.id}`
  if (matchEmailCode({ key: codeKey, binding, code, expectedHash: attempt.codeHash })) return
  const failure = await context.repository.recordLoginFailure({
    id: attempt.id,
    email: attempt.email,
    client,
    now: time,
    maxTries: maxCodeTries,
  })
  if (!failure) throw await endedAttemptError(context, attempt.tokenHash, time)
  if (failure.burned) throw new EmailCodeBurnedError()
  throw new InvalidEmailCodeError({ triesLeft: maxCodeTries - failure.failedTries })
}
