import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { readBearerToken } from '../auth/readBearerToken.js'
import { sessionCookieName } from '../auth/sessionCookieName.js'
import type { AuthSession } from '../db/createAuthRepository.js'
import type { ProjectEnv } from './requireProject.js'

export type AuthSessionEnv = ProjectEnv & {
  Variables: {
    /** The live sign-in (SIWX) session of the request's bearer token or cookie. */
    authSession: AuthSession
  }
}

export type RequireAuthSessionParameters = {
  /** Whether the session cookie is the `__Host-` one (over https). */
  secureCookies: boolean
  /**
   * The live session of a token, or a 401 `NotSignedInError`:
   * `(projectId, token) => readAuthSession(context, { projectId, token })`.
   */
  readSession: (projectId: string, token: string | undefined) => Promise<AuthSession>
}

/**
 * Requires a sign-in session (after `requireProject`): sets `c.var.authSession`, or answers 401.
 * The bearer token wins over the cookie (see `readSessionToken`).
 *
 * @param parameters - The cookie's kind and how a session is read.
 *
 * @example
 * import { requireAuthSession } from './middleware/requireAuthSession.js'
 * app.get('/auth/v1/me', requireAuthSession({ secureCookies, readSession }), (c) =>
 *   c.json({ address: c.var.authSession.address }),
 * )
 */
export function requireAuthSession({
  secureCookies,
  readSession,
}: RequireAuthSessionParameters): MiddlewareHandler<AuthSessionEnv> {
  return async (c, next) => {
    const projectId = c.var.project.id
    c.set(
      'authSession',
      await readSession(projectId, readSessionToken(c, projectId, secureCookies)),
    )
    await next()
  }
}

/**
 * The request's sign-in token: the bearer token wins over the cookie, since a client that sends
 * one means that one (an `Authorization` header that is not a bearer token reads as `''`).
 *
 * @param c - The request's context.
 * @param projectId - The project, whose cookie is read.
 * @param secure - Whether the session cookie is the `__Host-` one.
 * @returns The token, or `undefined` when the request carries none.
 *
 * @example
 * import { readSessionToken } from './middleware/requireAuthSession.js'
 * const token = readSessionToken(c, 'dev', false)
 */
export function readSessionToken(
  c: Context,
  projectId: string,
  secure: boolean,
): string | undefined {
  const authorization = c.req.header('authorization')
  if (authorization !== undefined) return readBearerToken(authorization) ?? ''
  return getCookie(c, sessionCookieName(projectId, secure))
}
