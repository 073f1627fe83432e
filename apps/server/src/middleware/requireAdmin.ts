import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AdminRole } from '../admin/createAdminAccounts.js'
import type { AdminSession } from '../admin/createAdminSessions.js'
import { AdminCsrfError, AdminRoleError, AdminSessionRequiredError } from '../errors/admin.js'
import { isSafeMethod } from './requireSameOrigin.js'

/** What `requireAdmin` sets: who acts (for the audit log) and with which role. */
export type AdminEnv = {
  Variables: { actor: string; role: AdminRole; session: AdminSession | undefined }
}

export type RequireAdminParameters = {
  /** The operator token check (`issueOperatorToken`); `undefined` when there is none. */
  checkToken: ((token: string) => boolean) | undefined
  /** The console session cookie's name. */
  cookieName: string
  /** Reads a cookie's session (`createAdminSessions(db).read`). */
  readSession: (token: string | undefined) => Promise<AdminSession | undefined>
  /** Sets the rotated session cookie. */
  setSessionCookie: (c: Context, token: string) => void
  /** Who may change things: owners only (the default), or any admin (their own passkeys). */
  changes?: 'owner' | 'any admin'
}

/** The header the console sends its session's CSRF token in. */
const csrfHeader = 'x-airlock-csrf'

/**
 * Lets an admin request through with the operator token (`Authorization: Bearer`, acting as an
 * owner) or a console session cookie. With a session, a change (any method but GET/HEAD) also
 * needs the session's CSRF token in `X-Airlock-CSRF` (403 without), and a viewer's change is
 * refused (403). Without either credential, 401 and nothing runs. A rotated session's new token
 * is set as the cookie.
 *
 * @param parameters - The token check and the session reader.
 *
 * @example
 * import { requireAdmin } from './middleware/requireAdmin.js'
 * app.use('/admin/v1/projects/*', requireAdmin({ checkToken, cookieName, readSession, setSessionCookie }))
 */
export function requireAdmin({
  checkToken,
  cookieName,
  readSession,
  setSessionCookie,
  changes = 'owner',
}: RequireAdminParameters) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const authorization = c.req.header('authorization')
    if (authorization !== undefined) {
      const [scheme, token] = authorization.split(' ', 2)
      if (scheme?.toLowerCase() !== 'bearer' || !token || !checkToken?.(token))
        throw new AdminSessionRequiredError()
      c.set('actor', 'operator token (CLI on the server machine)')
      c.set('role', 'owner')
      c.set('session', undefined)
      return next()
    }
    const session = await readSession(getCookie(c, cookieName))
    if (!session) throw new AdminSessionRequiredError()
    if (session.rotatedToken) setSessionCookie(c, session.rotatedToken)
    if (!isSafeMethod(c.req.method)) {
      if (!sameSecret(c.req.header(csrfHeader), session.csrfToken)) throw new AdminCsrfError()
      if (changes === 'owner' && session.admin.role !== 'owner') throw new AdminRoleError()
    }
    c.set('actor', `admin ${session.admin.name}`)
    c.set('role', session.admin.role)
    c.set('session', session)
    c.header('Cache-Control', 'no-store')
    await next()
  })
}

/** Compares two secrets in constant time (their hashes, so lengths never leak). */
function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(expected))
}
