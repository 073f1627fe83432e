import { createAdminManagement } from '../src/admin/createAdminManagement.js'
import { createCatalogueAdmin } from '../src/admin/createCatalogueAdmin.js'
import { createServerStatus } from '../src/admin/createServerStatus.js'
import { describeSignInProviders } from '../src/admin/describeSignInProviders.js'
import { queryUsage } from '../src/admin/queryUsage.js'
import type { Database } from '../src/db/createDatabase.js'
import { createMetrics } from '../src/metrics/createMetrics.js'
import type { AdminRoutesParameters } from '../src/routes/admin.js'

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
    status: createServerStatus({ snapshot: metrics.snapshot, checks: {} }).read,
  }
}
