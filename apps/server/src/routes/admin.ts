import { type Context, Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { z } from 'zod'
import type { AdminAccounts } from '../admin/createAdminAccounts.js'
import type { AdminPasskeys } from '../admin/createAdminPasskeys.js'
import { type AdminSessions, adminSessionLimits } from '../admin/createAdminSessions.js'
import type { ProjectAdmin } from '../admin/createProjectAdmin.js'
import type { RateLimiter } from '../analytics/createRateLimiter.js'
import { jsonBody } from '../middleware/jsonBody.js'
import { parseQuery } from '../middleware/parseQuery.js'
import { type AdminEnv, requireAdmin } from '../middleware/requireAdmin.js'
import { requireSameOrigin } from '../middleware/requireSameOrigin.js'
import { adminAuthRoutes, adminCookieName } from './adminAuth.js'

export type AdminRoutesParameters = {
  /** Project management for the acting operator (the audit log names them). */
  projects: (actor: string) => ProjectAdmin
  /** The operator token check (`issueOperatorToken`); without it, console sessions only. */
  checkToken: ((token: string) => boolean) | undefined
  /** Admin accounts and their sessions (`createAdminAccounts`, `createAdminSessions`). */
  accounts: AdminAccounts
  sessions: AdminSessions
  passkeys: AdminPasskeys
  /** The origins the console is served at, besides the request's own (`PUBLIC_URL`'s). */
  origins: readonly string[]
  /** Whether browsers reach the server over https (Secure, `__Host-` cookie). */
  secureCookies: boolean
  /** Sign-in attempts per client address; `undefined` for no limit. */
  signInLimiter: RateLimiter | undefined
  /** The client's address, as every per-IP limit counts it. */
  clientOf: (c: Context) => string
}

const json = { limit: 64 * 1024, storable: true } as const
const body = z.record(z.string(), z.unknown())
// The fields are checked by the repository (400 naming the field); `version` is the edit's base.
const patch = body.and(z.object({ version: z.number().int().positive().optional() }))
const auditQuery = z.strictObject({
  target: z.string().max(64).optional(),
  before: z.coerce.number().int().positive().optional(),
})
const deleteQuery = z.strictObject({ confirm: z.string().max(64) })
const inviteBody = z.strictObject({ role: z.enum(['owner', 'viewer']) })

/**
 * The admin API under `/admin/v1`, for operators only: the operator token
 * (`Authorization: Bearer`, the CLI on the server's machine) or a console session (see
 * `adminAuthRoutes`; changes need its CSRF token, and a viewer's are refused with 403). Without
 * either, 401 and nothing runs; a project id or an origin never reaches it. Changes from another
 * site are refused (403).
 * - `GET /projects`, `GET /projects/{id}`;
 * - `POST /projects` (`{ id, name, allowedOrigins?, features?, theme? }`) → 201;
 * - `PATCH /projects/{id}` (any of those fields, plus `version`: refused with 409 when the
 *   project changed since that version);
 * - `DELETE /projects/{id}?confirm={id}`;
 * - `GET /audit?target=&before=`: every change, newest first, with who made it;
 * - `POST /admins/invites` `{ role }` → 201 `{ token, role, expiresAt }`: a one-time setup link
 *   for another admin (`/console/#/setup/{token}`).
 * Every change is written together with its audit entry.
 *
 * @param parameters - Project management, the token check, accounts and sessions.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * app.route('/', adminRoutes({ projects: (actor) => createProjectAdmin({ db, actor }), checkToken, … }))
 */
export function adminRoutes({
  projects: admin,
  checkToken,
  accounts,
  sessions,
  passkeys,
  origins,
  secureCookies,
  signInLimiter,
  clientOf,
}: AdminRoutesParameters) {
  const cookieName = adminCookieName(secureCookies)
  const credentials = {
    checkToken,
    cookieName,
    readSession: sessions.read,
    setSessionCookie: (c: Context, token: string) =>
      setCookie(c, cookieName, token, {
        httpOnly: true,
        secure: secureCookies,
        sameSite: 'Strict',
        path: '/',
        maxAge: Math.floor(adminSessionLimits.idleMs / 1000),
      }),
  }
  const signedIn = requireAdmin(credentials)
  const app = new Hono<AdminEnv>().use('/admin/v1/*', requireSameOrigin(origins))
  app.route(
    '/',
    adminAuthRoutes({
      ...{ accounts, sessions, cookieName, secureCookies, signInLimiter, clientOf },
      requireAdmin: requireAdmin({ ...credentials, changes: 'any admin' }),
      passkeys,
    }),
  )
  return app.route(
    '/',
    new Hono<AdminEnv>()
      .basePath('/admin/v1')
      .get('/projects', signedIn, async (c) =>
        c.json({ projects: await admin(c.var.actor).list() }),
      )
      .get('/projects/:id', signedIn, async (c) =>
        c.json(await admin(c.var.actor).get(c.req.param('id'))),
      )
      .post('/projects', signedIn, jsonBody(body, json), async (c) =>
        c.json(await admin(c.var.actor).create(c.req.valid('json') as never), 201),
      )
      .patch('/projects/:id', signedIn, jsonBody(patch, json), async (c) => {
        const { version, ...changes } = c.req.valid('json')
        return c.json(
          await admin(c.var.actor).update(c.req.param('id'), changes as never, { version }),
        )
      })
      .delete('/projects/:id', signedIn, async (c) => {
        const { confirm } = parseQuery(deleteQuery, c.req.query())
        return c.json(await admin(c.var.actor).remove(c.req.param('id'), { confirm }))
      })
      .get('/audit', signedIn, async (c) => {
        const query = parseQuery(auditQuery, c.req.query())
        return c.json({ entries: await admin(c.var.actor).audit(query) })
      })
      .post('/admins/invites', signedIn, jsonBody(inviteBody, { limit: 1024 }), async (c) =>
        c.json(
          await accounts.createSetupToken({
            role: c.req.valid('json').role,
            createdBy: c.var.actor,
          }),
          201,
        ),
      ),
  )
}
