import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { LiveEmailSession } from '../db/emailWalletRepositoryTypes.js'
import { NoEmailLoginError } from '../errors/socialAuth.js'

export type EmailSessionEnv<withEmail extends boolean = false> = {
  Variables: {
    /** The live wallet session of the request's cookie. */
    emailSession: withEmail extends true ? LiveEmailSession & { email: string } : LiveEmailSession
  }
}

export type RequireEmailSessionParameters<withEmail extends boolean> = {
  /** The session cookie's name (`emailCookieName('session', secure)`). */
  cookieName: string
  /**
   * The live session of a cookie's raw value, or a 401 `EmailSessionRequiredError`:
   * `(token) => readEmailSession(context, token)`.
   */
  readSession: (token: string | undefined) => Promise<LiveEmailSession>
  /**
   * Whether the session must belong to an e-mail login (an e-mail change needs an address to
   * change; a wallet made by a social login has none). Defaults to `false`.
   */
  withEmail?: withEmail
}

/**
 * Requires the e-mail wallet's session cookie: sets `c.var.emailSession`, or answers 401 (and,
 * with `withEmail`, 403 `NoEmailLoginError` for a session without an address).
 *
 * @param parameters - The cookie's name and how a session is read.
 *
 * @example
 * import { requireEmailSession } from './middleware/requireEmailSession.js'
 * app.get('/me', requireEmailSession({ cookieName, readSession }), (c) =>
 *   c.json({ email: c.var.emailSession.email }),
 * )
 */
export function requireEmailSession<withEmail extends boolean = false>({
  cookieName,
  readSession,
  withEmail,
}: RequireEmailSessionParameters<withEmail>): MiddlewareHandler<EmailSessionEnv<withEmail>> {
  return async (c, next) => {
    const session = await readSession(getCookie(c, cookieName))
    if (withEmail && session.email === null) throw new NoEmailLoginError()
    c.set('emailSession', session as EmailSessionEnv<withEmail>['Variables']['emailSession'])
    await next()
  }
}
