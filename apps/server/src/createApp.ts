import { fileURLToPath } from 'node:url'
import type { Tracer } from '@opentelemetry/api'
import { Hono } from 'hono'
import { createAdminAccounts } from './admin/createAdminAccounts.js'
import { createAdminManagement } from './admin/createAdminManagement.js'
import { createAdminPasskeys } from './admin/createAdminPasskeys.js'
import { createAdminSessions } from './admin/createAdminSessions.js'
import { createCatalogueAdmin } from './admin/createCatalogueAdmin.js'
import { createProjectAdmin } from './admin/createProjectAdmin.js'
import { createServerStatus, type ServerStatusReader } from './admin/createServerStatus.js'
import { describeSignInProviders } from './admin/describeSignInProviders.js'
import { queryUsage } from './admin/queryUsage.js'
import { createChainContexts } from './blockchain/createChainContexts.js'
import { readFungiblePrices } from './blockchain/readFungiblePrices.js'
import { resolveBlockchainChains } from './blockchain/resolveBlockchainChains.js'
import type { BundlerService } from './bundler/createBundlerService.js'
import { createServerBundler } from './bundler/createServerBundler.js'
import type { CatalogueIndex } from './catalogue/createCatalogueIndex.js'
import { createCatalogueIndex } from './catalogue/createCatalogueIndex.js'
import { readBundledWallets } from './catalogue/readBundledWallets.js'
import { defaultDevnet } from './config/defaultDevnet.js'
import type { Config } from './config/loadConfig.js'
import type { DevnetData } from './config/readDevnetData.js'
import type { Logger } from './createLogger.js'
import type { DatabaseHandle } from './db/createDatabase.js'
import { createProjectRepository } from './db/createProjectRepository.js'
import { createHealthChecks, type HealthChecks } from './health/createHealthChecks.js'
import { createAssetImages } from './images/createAssetImages.js'
import { createTokenImages } from './images/createTokenImages.js'
import { memoryRateLimiters, type RateLimiters } from './limits/rateLimiters.js'
import type { SharedCaches } from './limits/sharedCaches.js'
import { createMetrics, type Metrics } from './metrics/createMetrics.js'
import { clientAddress, socketAddress } from './middleware/clientAddress.js'
import { publicCors } from './middleware/cors.js'
import { errorHandler } from './middleware/errorHandler.js'
import { notFound } from './middleware/notFound.js'
import { recordMetrics } from './middleware/recordMetrics.js'
import { requestLogger } from './middleware/requestLogger.js'
import { requireProject } from './middleware/requireProject.js'
import { securityHeaders } from './middleware/securityHeaders.js'
import { traceRequests } from './middleware/traceRequests.js'
import { createEnsIdentityLookup } from './names/createEnsIdentityLookup.js'
import { createNameService } from './names/createNameService.js'
import { loadGatewaySigner } from './names/loadGatewaySigner.js'
import { createOnRampProviders } from './onramp/createOnRampProviders.js'
import { createServerPaymaster } from './paymaster/createServerPaymaster.js'
import { createServerSessions } from './permissions/createServerSessions.js'
import { cacheProjectRepository } from './projects/cacheProjectRepository.js'
import { adminRoutes } from './routes/admin.js'
import { analyticsRoutes } from './routes/analytics.js'
import { authRoutes } from './routes/auth.js'
import { type BlockchainRoutesParameters, blockchainRoutes } from './routes/blockchain.js'
import { bundlerRoutes } from './routes/bundler.js'
import { catalogueRoutes } from './routes/catalogue.js'
import { configRoutes } from './routes/config.js'
import { consolePageRoutes } from './routes/consolePage.js'
import { convertRoutes } from './routes/convert.js'
import { healthRoutes } from './routes/health.js'
import { imageRoutes } from './routes/images.js'
import { loginRoutes } from './routes/login.js'
import { metricsRoutes } from './routes/metrics.js'
import { namesGatewayRoutes } from './routes/namesGateway.js'
import { onRampRoutes } from './routes/onramp.js'
import { profileRoutes } from './routes/profile.js'
import { sessionRoutes } from './routes/sessions.js'
import { createSolanaContexts } from './solana/createSolanaContexts.js'
import { resolveSolanaChains } from './solana/resolveSolanaChains.js'

export type CreateAppParameters = {
  config: Config
  /** The open, migrated database. */
  db: DatabaseHandle
  logger: Logger
  /** What `GET /health` checks. Defaults to `createHealthChecks({ config, db })`. */
  checks?: HealthChecks
  /**
   * The wallet catalogue, from `prepareCatalogue` (which `startServer` calls; the console's
   * changes then reload it at once). Defaults to an
   * in-memory index of the bundled list, for tests that need no database table.
   */
  catalogue?: CatalogueIndex & { reload?: () => Promise<void> }
  /**
   * The chains of the Blockchain API and the swap API, and RPC retry settings. Defaults to those
   * of `config`.
   */
  blockchain?: Pick<BlockchainRoutesParameters, 'contexts' | 'solana' | 'rpcRetry'>
  /**
   * The local devnet served (chains, tokens, icons): `npm start` passes the one it started.
   * Defaults to the checkout's (`defaultDevnet`), if any.
   */
  devnet?: DevnetData | undefined
  /** Whether the server is shutting down (`/health/ready` answers 503). Defaults to never. */
  draining?: () => boolean
  /** Where requests are counted, served at `/metrics`. Defaults to a registry of its own. */
  metrics?: Metrics
  /** `METRICS_TOKEN`: see `metricsRoutes`. */
  metricsToken?: string | undefined
  /** A span per request (`createTracing`, with `OTEL_EXPORTER_OTLP_ENDPOINT`). Defaults to none. */
  tracer?: Tracer | undefined
  /** Caches every replica shares (`createRedisSharedState(…).caches`). Defaults to per process. */
  caches?: SharedCaches | undefined
  /** Where per-IP and per-project limits count: Redis with `REDIS_URL`. Defaults to memory. */
  rateLimiters?: RateLimiters
  /**
   * The operator token's check (`issueOperatorToken`, which `startServer` calls): the admin API
   * at `/admin/v1` answers the CLI with it. Without it, console sessions only.
   */
  operatorToken?: ((token: string) => boolean) | undefined
  /**
   * The operator console's build, served under `/console/`. Defaults to `apps/console/dist` of
   * this checkout (beside the server's `src/` and `dist/`).
   */
  consoleDir?: string
  /** The ERC-4337 bundler at `/v1/bundler`. Defaults to `createServerBundler` (loops start on first use). */
  bundler?: BundlerService | undefined
  /**
   * The console's relay and health status (`createServerStatus`). Defaults to one over `metrics`
   * and `db` that starts sampling the relay at its first read.
   */
  serverStatus?: ServerStatusReader | undefined
}

/**
 * Builds the server's Hono app from its routes and middleware, without listening: serve it with
 * `startServer`, or call `app.request()` in tests.
 *
 * @param parameters.config - The configuration from `loadConfig`.
 * @param parameters.db - From `createDatabase`, after `runMigrations`.
 * @param parameters.logger - From `createLogger`.
 * @returns The Hono app.
 *
 * @example
 * import { createApp, createDatabase, createLogger, loadConfig, runMigrations } from '@airlock/server'
 * const config = loadConfig()
 * const db = await createDatabase({ config })
 * await runMigrations(db)
 * const app = createApp({ config, db, logger: createLogger(config) })
 * const response = await app.request('/health')
 */
export function createApp({
  config,
  db,
  logger,
  checks,
  catalogue,
  blockchain,
  devnet = defaultDevnet(),
  draining,
  metrics = createMetrics(),
  metricsToken,
  tracer,
  caches,
  rateLimiters: limiters = memoryRateLimiters,
  operatorToken,
  consoleDir = fileURLToPath(new URL('../../console/dist/', import.meta.url)),
  bundler = createServerBundler({ config, db: db.db, logger }),
  serverStatus,
}: CreateAppParameters) {
  const tokenImages = createTokenImages({ directory: devnet?.tokenIconsDir })
  const devnetChains = devnet?.manifest.chains ?? []
  const projects = cacheProjectRepository(createProjectRepository(db.db))
  const wallets =
    catalogue ??
    createCatalogueIndex(readBundledWallets(), {
      localEvmChains: devnetChains.map((chain) => chain.caipNetworkId),
    })
  const healthChecks = checks ?? createHealthChecks({ config, db })
  const app = new Hono()
  if (tracer) app.use(traceRequests(tracer))
  app.use(recordMetrics(metrics))
  app.use(requestLogger(logger))
  app.use(securityHeaders)
  app.route(
    '/',
    healthRoutes({
      checks: healthChecks,
      ...(draining ? { draining } : {}),
    }),
  )
  app.route('/', metricsRoutes({ metrics, token: metricsToken }))
  // The console and the CLI: console sessions always, the operator token when the server has one.
  app.route(
    '/',
    adminRoutes({
      projects: (actor) => createProjectAdmin({ db: db.db, actor }),
      checkToken: operatorToken,
      accounts: createAdminAccounts(db.db),
      sessions: createAdminSessions(db.db),
      passkeys: createAdminPasskeys(db.db),
      origins: [new URL(config.publicUrl).origin],
      secureCookies: config.publicUrl.startsWith('https:'),
      signInLimiter: limiters('admin-sign-in', { max: 20, windowMs: 300_000 }),
      clientOf: (c) => clientAddress(c, socketAddress, new Set(config.trustedProxies)),
      catalogue: (actor) =>
        createCatalogueAdmin({ db: db.db, actor, reload: catalogue?.reload ?? (async () => {}) }),
      admins: (actor) => createAdminManagement({ db: db.db, actor }),
      providers: () => describeSignInProviders(config),
      usage: (query) => queryUsage(db.db, query),
      status: (
        serverStatus ??
        createServerStatus({ snapshot: metrics.snapshot, checks: healthChecks, db: db.db })
      ).read,
    }),
  )
  app.route('/', consolePageRoutes({ directory: consoleDir }))
  // Read-only catalogue and images answer any origin; the wallet list needs a known project.
  app.use('/getWallets', publicCors(), requireProject({ projects }))
  app.use('/getWalletImage/*', publicCors())
  app.use('/public/*', publicCors())
  app.route('/', catalogueRoutes({ catalogue: wallets }))
  app.route(
    '/',
    imageRoutes({
      catalogue: wallets,
      // The devnet's Solana chain has an icon of its own too.
      assets: createAssetImages({
        devnetChains: [
          ...devnetChains,
          ...(devnet?.manifest.solana ? [devnet.manifest.solana] : []),
        ],
      }),
      tokens: tokenImages,
    }),
  )
  // Farcaster needs no provider settings: its relay and registry check are the server's own.
  const socialProviders = [...config.social.providers.map((provider) => provider.id), 'farcaster']
  // These apply their own CORS and project checks.
  app.route(
    '/',
    configRoutes({ projects, socialProviders, emailLogin: config.smtpUrl !== undefined }),
  )
  app.route('/', analyticsRoutes({ db: db.db, projects, limiters }))
  // Before authRoutes, whose `/auth/v1/*` middleware would ask these for a project id.
  app.route('/', loginRoutes({ config, db: db.db, projects, logger, limiters }))
  const names = createNameService({ config, db: db.db })
  const mainnetRpcUrl = config.chains.find((chain) => chain.chainId === 1)?.rpcUrl
  // One set of chain clients for the Blockchain API and the swap API.
  const contexts =
    blockchain?.contexts ??
    createChainContexts(
      resolveBlockchainChains({ config, manifest: { chains: devnetChains }, tokenImages }),
    )
  // Solana clusters: `@solana/kit` is loaded only when a route first reads one.
  const solana =
    blockchain?.solana ??
    createSolanaContexts(
      resolveSolanaChains({
        chains: config.solanaChains,
        manifest: devnet?.manifest,
        publicUrl: config.publicUrl,
        tokenImages,
      }),
      {
        // SOL priced as the EVM tokens are, when SOL_PRICE_TOKEN names a token whose pools price it.
        solPrice: config.solPriceToken
          ? async () =>
              (await readFungiblePrices(contexts, [config.solPriceToken as string])).fungibles[0]
                ?.price
          : undefined,
      },
    )
  app.route(
    '/',
    authRoutes({
      db: db.db,
      projects,
      chains: config.chains,
      // Sign In With Solana on the clusters served.
      solanaClusters: [...solana.keys()],
      secureCookies: config.publicUrl.startsWith('https:'),
      trustedProxies: config.trustedProxies,
      logger,
      limiters,
    }),
  )
  // On-ramp quotes are priced on the same chains; its providers also answer `history?onramp=`.
  const onRampProviders = createOnRampProviders({
    config,
    chains: [...contexts.values()].map((context) => context.chain),
    solanaChains: [...solana.values()].map((context) => context.chain),
    devnetChainIds: devnetChains.map((chain) => chain.chainId),
  })
  app.route(
    '/',
    blockchainRoutes({
      config,
      db: db.db,
      projects,
      ...blockchain,
      contexts,
      solana,
      onRampProviders,
      caches,
      names: names.names,
      // ENS names from elsewhere: through mainnet's universal resolver when `RPC_URL_1` is set.
      ens: mainnetRpcUrl ? createEnsIdentityLookup({ rpcUrl: mainnetRpcUrl }) : undefined,
    }),
  )
  app.route(
    '/',
    onRampRoutes({
      ...{ config, projects, contexts, solana, providers: onRampProviders, limiters, tokenImages },
      trustedProxies: config.trustedProxies,
    }),
  )
  app.route('/', convertRoutes({ projects, contexts, solana }))
  app.route('/', profileRoutes({ ...names, projects, logger }))
  // Read when the gateway is first asked, then kept.
  let signer: ReturnType<typeof loadGatewaySigner> | undefined
  app.route(
    '/',
    namesGatewayRoutes({
      ...{ names: names.names, zone: config.names.zone },
      signer: () => {
        signer ??= loadGatewaySigner(config)
        signer.catch(() => {
          signer = undefined
        })
        return signer
      },
      ttlSeconds: config.names.gatewayTtlSeconds,
    }),
  )
  const paymaster = createServerPaymaster({ config, devnetChains, db: db.db, projects })
  app.route(
    '/',
    bundlerRoutes({
      bundler,
      paymaster: paymaster.methods,
      limiters,
      trustedProxies: config.trustedProxies,
    }),
  )
  app.route('/', sessionRoutes({ sessions: createServerSessions({ config, devnetChains }) }))
  app.notFound(notFound)
  app.onError(errorHandler(logger))
  return app
}
