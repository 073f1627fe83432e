import { Hono } from 'hono'
import type { Config } from '../config/loadConfig.js'
import type { Logger } from '../createLogger.js'
import type { Database } from '../db/createDatabase.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { loadWalletKeys } from '../email/loadWalletKeys.js'
import type { RateLimiters } from '../limits/rateLimiters.js'
import { createSmtpMailer } from '../mail/createSmtpMailer.js'
import {
  createFarcasterRelayContext,
  farcasterRegistryRpcUrl,
} from '../services/farcaster/createFarcasterRelayContext.js'
import { createSocialClients } from '../services/social/createSocialClients.js'
import { emailAuthRoutes } from './emailAuth.js'
import { farcasterAuthRoutes } from './farcasterAuth.js'
import { farcasterRelayRoutes } from './farcasterRelay.js'
import { socialAuthRoutes } from './socialAuth.js'

export type LoginRoutesParameters = {
  config: Config
  db: Database
  /** Where projects are looked up: `cacheProjectRepository(createProjectRepository(db))`. */
  projects: Pick<ProjectRepository, 'get'>
  logger: Logger
  /** Where per-IP and per-project limits count. */
  limiters: RateLimiters
}

/**
 * The embedded wallet's logins, composed from their routes: e-mail (`emailAuthRoutes`, sending
 * mail over `SMTP_URL` when set), social (`socialAuthRoutes`), Farcaster (`farcasterAuthRoutes`)
 * and Farcaster's connect relay (`farcasterRelayRoutes`: any origin, its own bearer tokens). They
 * share one mailer, one set of social clients and one Farcaster relay, and apply their own CORS
 * and project checks. Mount it before `authRoutes`, whose `/auth/v1/*` middleware would ask these
 * routes for a project id.
 *
 * @param parameters - The configuration, database, projects, logger and rate limiters.
 * @returns A Hono app to mount at `/`.
 *
 * @example
 * import { loginRoutes } from './routes/login.js'
 * app.route('/', loginRoutes({ config, db: db.db, projects, logger, limiters }))
 */
export function loginRoutes({ config, db, projects, logger, limiters }: LoginRoutesParameters) {
  const app = new Hono()
  const mailer = config.smtpUrl
    ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
    : undefined
  // What every login's routes take alike.
  const common = {
    db,
    projects,
    mailer,
    keys: () => loadWalletKeys(config),
    secureOrigin: config.secureOriginUrl,
    trustedProxies: config.trustedProxies,
    logger,
    limiters,
  }
  app.route('/', emailAuthRoutes({ ...common, publicUrl: config.publicUrl }))
  const socialClients = createSocialClients({ providers: config.social.providers })
  const farcasterRelay = createFarcasterRelayContext({
    db,
    rpcUrl: farcasterRegistryRpcUrl(config.chains),
    hubUrl: config.farcaster.hubUrl,
    relayKey: config.farcaster.relayKey,
    channelTtlMs: config.farcaster.channelTtlMs,
  })
  const social = {
    ...common,
    clients: socialClients,
    secureCookies: config.publicUrl.startsWith('https:'),
  }
  app.route('/', farcasterAuthRoutes({ ...social, relay: farcasterRelay }))
  app.route('/', socialAuthRoutes(social))
  // Farcaster's connect relay: any origin, its own bearer tokens.
  app.route(
    '/',
    farcasterRelayRoutes({
      context: farcasterRelay,
      projects,
      trustedProxies: config.trustedProxies,
      logger,
      limiters,
    }),
  )
  return app
}
