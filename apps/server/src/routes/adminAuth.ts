import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import type { Admin, AdminAccounts } from '../admin/createAdminAccounts.js'
import type { AdminPasskeys } from '../admin/createAdminPasskeys.js'
import { type AdminSessions, adminSessionLimits } from '../admin/createAdminSessions.js'
import type { RateLimiter } from '../analytics/createRateLimiter.js'
import {
  AdminPasskeyError,
  AdminSessionRequiredError,
  AdminSignInLimitedError,
} from '../errors/admin.js'
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
  /** `requireAdmin` letting any admin change their own things (sign-out, passkeys). */
  requireAdmin: MiddlewareHandler<AdminEnv>
  /** Passkey ceremonies (`createAdminPasskeys`). */
  passkeys: AdminPasskeys
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
// The browser's WebAuthn answer (`@simplewebauthn/browser`), checked by `@simplewebauthn/server`.
const passkeyBody = z.strictObject({
  challengeToken: z.string().min(1).max(64),
  response: z.looseObject({ id: z.string().max(1024), type: z.literal('public-key') }),
})
/** The page's origin, which a ceremony is bound to (`requireSameOrigin` has checked it). */
const originOf = (c: Context) => {
  const origin = c.req.header('origin')
  if (!origin) throw new AdminPasskeyError('A passkey needs a browser request (with Origin).')
  return origin
}

/**
 * The console's sign-in, under `/admin/v1/auth` (no session needed, but only from the server's
 * own origin: `requireSameOrigin`):
 * - `POST /setup` `{ token, name, password }` → 201 `{ admin, csrfToken }` and the session
 *   cookie: a one-time setup link makes an admin with the link's role (400 once used or expired);
 * - `POST /sign-in` `{ name, password }` → `{ admin, csrfToken }` and the cookie; 401 for a wrong
 *   name or password alike; 429 with `Retry-After` after 20 tries per client address in 5
 *   minutes, or for 15 minutes after five wrong passwords in a row for one account;
 * - `GET /session` → `{ admin, csrfToken }` for the cookie's session (401 without);
 * - `POST /sign-out` (CSRF token needed) → `{ signedOut: true }`, the session ends at once;
 * - passkeys (WebAuthn): `POST /passkey/options` → `{ options, challengeToken }`, then
 *   `POST /passkey/sign-in` `{ challengeToken, response }` → as `/sign-in`; a signed-in admin
 *   adds one with `POST /passkeys/options` and `POST /passkeys` (CSRF token needed) → 201.
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
  passkeys,
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
    .post('/passkey/options', limit, async (c) => c.json(await passkeys.signInOptions(originOf(c))))
    .post('/passkey/sign-in', limit, jsonBody(passkeyBody, { limit: 16 * 1024 }), async (c) => {
      const { challengeToken, response } = c.req.valid('json')
      const admin = await passkeys.signIn({
        challengeToken,
        response: response as never,
        origin: originOf(c),
      })
      return c.json({ admin, csrfToken: await start(c, admin.id) })
    })
    .post('/passkeys/options', requireAdmin, async (c) =>
      c.json(await passkeys.registrationOptions(signedInAdmin(c), originOf(c))),
    )
    .post('/passkeys', requireAdmin, jsonBody(passkeyBody, { limit: 16 * 1024 }), async (c) => {
      const { challengeToken, response } = c.req.valid('json')
      const added = await passkeys.register(signedInAdmin(c), {
        challengeToken,
        response: response as never,
        origin: originOf(c),
      })
      return c.json(added, 201)
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

/** The admin of a console session (passkeys belong to a person, not to the operator token). */
function signedInAdmin(c: Context<AdminEnv>): Admin {
  const admin = c.var.session?.admin
  if (!admin) throw new AdminSessionRequiredError()
  return admin
}
