import { tokenPattern } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import type { LiveEmailSession } from '../../db/emailWalletRepositoryTypes.js'
import { EmailSessionRequiredError } from '../../errors/emailAuth.js'
import type { EmailAuthContext } from './emailAuthContext.js'

/**
 * The live session of a session cookie's token, which this use slides forward.
 *
 * @param context - The e-mail wallet context.
 * @param token - The session cookie's raw value, if any.
 * @returns The session.
 * @throws {EmailSessionRequiredError} 401 when there is none (`missing`) or it ended (`invalid`).
 *
 * @example
 * import { readEmailSession } from './services/emailAuth/readEmailSession.js'
 * const session = await readEmailSession(context, getCookie(c, sessionCookie))
 */
export async function readEmailSession(
  context: Pick<EmailAuthContext, 'repository' | 'now' | 'limits'>,
  token: string | undefined,
): Promise<LiveEmailSession> {
  if (token === undefined) throw new EmailSessionRequiredError({ reason: 'missing' })
  const session = tokenPattern.test(token)
    ? await context.repository.useSession({
        tokenHash: hashToken(token),
        now: context.now(),
        idleMs: context.limits.sessionIdleMs,
      })
    : undefined
  if (!session) throw new EmailSessionRequiredError({ reason: 'invalid' })
  return session
}
