import { tokenPattern } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import { EmailSessionRequiredError } from '../../errors/emailAuth.js'
import type { SocialContext } from './socialContext.js'

/**
 * The live wallet session of a session cookie's token (the e-mail wallet's sessions, which social
 * logins share), which this use slides forward.
 *
 * @param context - The social context.
 * @param token - The session cookie's value, if any.
 * @returns The session.
 * @throws {EmailSessionRequiredError} 401 when there is none, or it ended.
 *
 * @example
 * import { requireWalletSession } from './services/social/requireWalletSession.js'
 * const session = await requireWalletSession(context, getCookie(c, sessionCookie))
 */
export async function requireWalletSession(context: SocialContext, token: string | undefined) {
  if (token === undefined) throw new EmailSessionRequiredError({ reason: 'missing' })
  const session = tokenPattern.test(token)
    ? await context.email.useSession({
        tokenHash: hashToken(token),
        now: context.now(),
        idleMs: context.limits.sessionIdleMs,
      })
    : undefined
  if (!session) throw new EmailSessionRequiredError({ reason: 'invalid' })
  return session
}
