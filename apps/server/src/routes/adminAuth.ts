import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import type { AdminAccounts } from '../admin/createAdminAccounts.js'
import { type AdminSessions, adminSessionLimits } from '../admin/createAdminSessions.js'
import type { RateLimiter } from '../analytics/createRateLimiter.js'
import { AdminSignInLimitedError } from '../errors/admin.js'
import { jsonBody } from '../middleware/jsonBody.js'
import { rateLimit } from '../middleware/rateLimit.js'
import type { AdminEnv } from '../middleware/requireAdmin.js'

export type AdminAuthRoutesParameters = {
  accounts: AdminAccounts
  sessions: AdminSessions
  /** The session cookie's name (`adminCookieName(secure)`). */
  cookieName: string
  /** Whether browsers reach the server over https: the cookie is then Secure. */
  secureCookies: boolean
  /** Sign-ins (and setup links) counted per client address. `undefined`: no limit. */
  signInLimiter: RateLimiter | undefined
  /** The client's address, as every per-IP limit counts it. */
  clientOf: (c: Context) => string
  /** `requireAdmin`, for the session's own routes. */
  requireAdmin: MiddlewareHandler<AdminEnv>
}

const json = { limit: 4096 } as const
const name = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\p{L}\p{N}._@-]+$/u, 'letters, digits and . _ @ - only')
const password = z.string().min(12, 'at least 12 characters').max(256)
const setupBody = z.strictObject({ token: z.string().min(1).max(128), name, password })
const signInBody = z.strictObject({ name: z.string().max(64), password: z.string().max(256) })

/**
 * The console's sign-in, under `/admin/v1/auth` (no session needed, but only from the server's
 * own origin: `requireSameOrigin`):
 * - `POST /setup` `{ token, name, password }` → 201 `{ admin, csrfToken }` and the session
 *   cookie: a one-time setup link makes an admin with the link's role (400 once used or expired);
 * - `POST /sign-in` `{ name, password }` → `{ admin, csrfToken }` and the cookie; 401 for a wrong
 *   name or password alike; 429 with `Retry-After` after 20 tries per client address in 5
 *   minutes, or for 15 minutes after five wrong passwords in a row for one account;
 * - `GET /session` → `{ admin, csrfToken }` for the cookie's session (401 without);
 * - `POST /sign-out` (CSRF token needed) → `{ signedOut: true }`, the session ends at once.
 * The cookie is HttpOnly, SameSite=Strict, Path=/ (`__Host-` over https); a sign-in replaces the
 * browser's earlier session. Passwords are kept only as argon2id hashes.
 *
 * @param parameters - Accounts, sessions, cookie and limits.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * app.route('/', adminAuthRoutes({ accounts, sessions, cookieName, secureCookies, signInLimiter, clientOf, requireAdmin }))
 */
export function adminAuthRoutes({
  accounts,
  sessions,
  cookieName,
  secureCookies,
  signInLimiter,
  clientOf,
  requireAdmin,
}: AdminAuthRoutesParameters) {
  const limit = rateLimit({
    limiter: signInLimiter,
    key: clientOf,
    error: (retryAfterSeconds) => new AdminSignInLimitedError({ retryAfterSeconds }),
  })
  const start = async (c: Context, adminId: number) => {
    const { token, csrfToken } = await sessions.create(adminId, {
      replaces: getCookie(c, cookieName),
    })
    setCookie(c, cookieName, token, {
      httpOnly: true,
      secure: secureCookies,
      // Strict: no other site can make the browser send it.
      sameSite: 'Strict',
      path: '/',
      maxAge: Math.floor(adminSessionLimits.idleMs / 1000),
    })
    c.header('Cache-Control', 'no-store')
    return csrfToken
  }
  return new Hono<AdminEnv>()
    .basePath('/admin/v1/auth')
    .post('/setup', limit, jsonBody(setupBody, json), async (c) => {
      const admin = await accounts.redeemSetupToken(c.req.valid('json'))
      return c.json({ admin, csrfToken: await start(c, admin.id) }, 201)
    })
    .post('/sign-in', limit, jsonBody(signInBody, json), async (c) => {
      const admin = await accounts.signIn(c.req.valid('json')).catch((error: unknown) => {
        if (error instanceof AdminSignInLimitedError)
          c.header('Retry-After', String(error.retryAfterSeconds))
        throw error
      })
      return c.json({ admin, csrfToken: await start(c, admin.id) })
    })
    .get('/session', requireAdmin, (c) => {
      const session = c.var.session
      if (!session) return c.json({ admin: null, csrfToken: null })
      return c.json({ admin: session.admin, csrfToken: session.csrfToken })
    })
    .post('/sign-out', requireAdmin, async (c) => {
      await sessions.revoke(c.var.session?.rotatedToken ?? getCookie(c, cookieName))
      deleteCookie(c, cookieName, { path: '/', secure: secureCookies })
      return c.json({ signedOut: true })
    })
}

/**
 * The console session cookie's name: `__Host-airlock-admin` over https (Secure, Path=/, no
 * Domain, as the prefix requires), `airlock-admin` over plain http.
 *
 * @example
 * adminCookieName(true) // '__Host-airlock-admin'
 */
export const adminCookieName = (secure: boolean) => `${secure ? '__Host-' : ''}airlock-admin`
