import { Hono } from 'hono'
import { createAdminAccounts } from '../src/admin/createAdminAccounts.js'
import { createAdminManagement } from '../src/admin/createAdminManagement.js'
import { createAdminPasskeys } from '../src/admin/createAdminPasskeys.js'
import { createAdminSessions } from '../src/admin/createAdminSessions.js'
import { createCatalogueAdmin } from '../src/admin/createCatalogueAdmin.js'
import { createProjectAdmin } from '../src/admin/createProjectAdmin.js'
import { createServerStatus } from '../src/admin/createServerStatus.js'
import { describeSignInProviders } from '../src/admin/describeSignInProviders.js'
import { queryUsage } from '../src/admin/queryUsage.js'
import { createLogger } from '../src/createLogger.js'
import type { Database } from '../src/db/createDatabase.js'
import { createMetrics } from '../src/metrics/createMetrics.js'
import { errorHandler } from '../src/middleware/errorHandler.js'
import { notFound } from '../src/middleware/notFound.js'
import { type AdminRoutesParameters, adminRoutes } from '../src/routes/admin.js'

/** The operator token `adminTestApp` accepts. */
export const testOperatorToken = 'operator-secret-token-for-this-test-only-0123456789'

/**
 * The admin API on a test database, as the CLI reaches it (the operator token), with the app's
 * error handling: every part real, no sign-in limit.
 *
 * @example
 * const app = adminTestApp(database.db, { reload })
 * await app.request('/admin/v1/projects', { headers: { authorization: `Bearer ${testOperatorToken}` } })
 */
export function adminTestApp(db: Database, options: { reload?: () => Promise<void> } = {}) {
  const app = new Hono().route(
    '/',
    adminRoutes({
      ...adminConsoleParameters(db, options),
      projects: (actor) => createProjectAdmin({ db, actor }),
      checkToken: (candidate) => candidate === testOperatorToken,
      accounts: createAdminAccounts(db),
      sessions: createAdminSessions(db),
      passkeys: createAdminPasskeys(db),
      origins: ['http://127.0.0.1:8787'],
      secureCookies: false,
      signInLimiter: undefined,
      clientOf: () => 'test',
    }),
  )
  app.notFound(notFound)
  app.onError(errorHandler(createLogger({ logLevel: 'silent' })))
  return app
}

/**
 * The console's parts of `adminRoutes` for a test database: catalogue, admins, usage, status,
 * and the sign-in providers of a server with Google (secret set) and SMTP configured.
 *
 * @example
 * adminRoutes({ ...adminConsoleParameters(database.db, { reload }), projects, … })
 */
export function adminConsoleParameters(
  db: Database,
  { reload = async () => {} }: { reload?: () => Promise<void> } = {},
): Pick<AdminRoutesParameters, 'catalogue' | 'admins' | 'providers' | 'usage' | 'status'> {
  const metrics = createMetrics()
  return {
    catalogue: (actor) => createCatalogueAdmin({ db, actor, reload }),
    admins: (actor) => createAdminManagement({ db, actor }),
    providers: () =>
      describeSignInProviders({
        social: {
          providers: [
            {
              id: 'google',
              name: 'Google',
              kind: 'oidc',
              issuer: 'https://accounts.google.com',
              clientId: 'google-client-id-1234',
              clientSecret: 'google-secret-never-shown',
              scopes: ['openid', 'email'],
              profile: 'oidc',
              verifiesEmail: true,
            },
          ],
        },
        farcaster: { hubUrl: undefined, relayKey: undefined, channelTtlMs: 300_000 },
        smtpUrl: 'smtps://mailer:smtp-password-never-shown@smtp.example.org:465',
        mailFrom: 'Airlock <login@example.org>',
      }),
    usage: (query) => queryUsage(db, query),
    status: createServerStatus({ snapshot: metrics.snapshot, checks: {}, db }).read,
  }
}
