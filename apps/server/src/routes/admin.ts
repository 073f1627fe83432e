import { type Context, Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { z } from 'zod'
import type { AdminAccounts } from '../admin/createAdminAccounts.js'
import type { createAdminManagement } from '../admin/createAdminManagement.js'
import type { AdminPasskeys } from '../admin/createAdminPasskeys.js'
import { type AdminSessions, adminSessionLimits } from '../admin/createAdminSessions.js'
import type { CatalogueAdmin } from '../admin/createCatalogueAdmin.js'
import type { ProjectAdmin } from '../admin/createProjectAdmin.js'
import type { ServerStatus } from '../admin/createServerStatus.js'
import type { SignInProvidersView } from '../admin/describeSignInProviders.js'
import type { Usage } from '../admin/queryUsage.js'
import type { RateLimiter } from '../analytics/createRateLimiter.js'
import { AdminNotFoundError } from '../errors/admin.js'
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
  /** The wallet catalogue for the acting operator (`createCatalogueAdmin`). */
  catalogue: (actor: string) => CatalogueAdmin
  /** Listing, roles and removal of admins (`createAdminManagement`). */
  admins: (actor: string) => ReturnType<typeof createAdminManagement>
  /** The configured sign-in providers, secrets masked (`describeSignInProviders`). */
  providers: () => SignInProvidersView
  /** The usage charts' numbers (`queryUsage`). */
  usage: (query: { projectId?: string | undefined; days: number }) => Promise<Usage>
  /** Relay, indexers and health checks (`createServerStatus`). */
  status: () => Promise<ServerStatus>
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
const roleBody = inviteBody
const adminId = z.coerce.number().int().positive()
const catalogueQuery = z.strictObject({
  search: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
})
const walletBody = z.strictObject({ enabled: z.boolean() })
const featuredBody = z.strictObject({ ids: z.array(z.string().max(128)).max(200) })
const importQuery = z.strictObject({ source: z.string().trim().min(1).max(100).optional() })
/** An admin's id from the path; none such for anything but a positive integer. */
const idOf = (text: string) => {
  const parsed = adminId.safeParse(text)
  if (!parsed.success) throw new AdminNotFoundError()
  return parsed.data
}
/** The largest wallet-explorer export the console takes (the CLI takes any). */
export const maxCatalogueImportBytes = 4 * 1024 * 1024
const usageQuery = z.strictObject({
  project: z.string().max(64).optional(),
  days: z.coerce.number().int().min(1).max(90).default(14),
})

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
 *   for another admin (`/console/#setup={token}`); `GET /admins`; `PATCH /admins/{id}`
 *   `{ role }`; `DELETE /admins/{id}` (409 for the last owner);
 * - `GET /catalogue?search=&limit=` → `{ wallets, total, featured }`; `PATCH
 *   /catalogue/wallets/{id}` `{ enabled }`; `PUT /catalogue/featured` `{ ids }` (the new featured
 *   list, first to last); `POST /catalogue/import?source=` with a wallet-explorer export as the
 *   body (4 MiB at most, 413 past it), imported all or nothing (400 naming the bad entries);
 * - `GET /providers`: the sign-in providers from the environment, secrets masked;
 * - `GET /usage?project=&days=`: the usage charts' numbers; `GET /status`: relay, indexers,
 *   health checks.
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
  catalogue,
  admins,
  providers,
  usage,
  status,
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
      )
      .get('/admins', signedIn, async (c) => c.json({ admins: await admins(c.var.actor).list() }))
      .patch('/admins/:id', signedIn, jsonBody(roleBody, { limit: 1024 }), async (c) =>
        c.json(
          await admins(c.var.actor).setRole(idOf(c.req.param('id')), c.req.valid('json').role),
        ),
      )
      .delete('/admins/:id', signedIn, async (c) =>
        c.json(await admins(c.var.actor).remove(idOf(c.req.param('id')))),
      )
      .get('/catalogue', signedIn, async (c) =>
        c.json(await catalogue(c.var.actor).list(parseQuery(catalogueQuery, c.req.query()))),
      )
      .patch('/catalogue/wallets/:id', signedIn, jsonBody(walletBody, { limit: 1024 }), async (c) =>
        c.json(
          await catalogue(c.var.actor).setEnabled(c.req.param('id'), c.req.valid('json').enabled),
        ),
      )
      .put(
        '/catalogue/featured',
        signedIn,
        jsonBody(featuredBody, { limit: 32 * 1024 }),
        async (c) =>
          c.json({ featured: await catalogue(c.var.actor).setFeatured(c.req.valid('json').ids) }),
      )
      .post(
        '/catalogue/import',
        signedIn,
        jsonBody(z.unknown(), { limit: maxCatalogueImportBytes }),
        async (c) => {
          const { source = 'console import' } = parseQuery(importQuery, c.req.query())
          return c.json(await catalogue(c.var.actor).importFile(c.req.valid('json'), source), 201)
        },
      )
      .get('/providers', signedIn, (c) => c.json(providers()))
      .get('/usage', signedIn, async (c) => {
        const { project, days } = parseQuery(usageQuery, c.req.query())
        return c.json(await usage({ projectId: project, days }))
      })
      .get('/status', signedIn, async (c) => c.json(await status())),
  )
}
