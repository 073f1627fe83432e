import { once } from 'node:events'
import type { Server } from 'node:http'
import { createAdaptorServer } from '@hono/node-server'
import { consoleSetupUrl } from './admin/consoleSetupUrl.js'
import { createAdminAccounts } from './admin/createAdminAccounts.js'
import { createServerStatus } from './admin/createServerStatus.js'
import { issueOperatorToken } from './admin/operatorToken.js'
import { resolveBlockchainChains } from './blockchain/resolveBlockchainChains.js'
import { createServerBundler } from './bundler/createServerBundler.js'
import { prepareCatalogue } from './catalogue/prepareCatalogue.js'
import { defaultDevnet } from './config/defaultDevnet.js'
import type { Config } from './config/loadConfig.js'
import { reachableHost } from './config/reachableHost.js'
import type { DevnetData } from './config/readDevnetData.js'
import { createApp } from './createApp.js'
import { createLogger, type Logger } from './createLogger.js'
import { createDatabase, type DatabaseHandle } from './db/createDatabase.js'
import { createProjectRepository } from './db/createProjectRepository.js'
import { acquireDataDirLock, type DataDirLock, releaseDataDirLock } from './db/dataDirLock.js'
import { runMigrations } from './db/runMigrations.js'
import { PortInUseError } from './errors/server.js'
import { createHealthChecks } from './health/createHealthChecks.js'
import { startIndexers } from './indexer/startIndexers.js'
import { answerWhileStarting } from './lifecycle/answerWhileStarting.js'
import { trackHttpRequests } from './lifecycle/drainHttpServer.js'
import { createRedisSharedState } from './limits/createRedisSharedState.js'
import { createMetrics, poolCounts } from './metrics/createMetrics.js'
import { cacheProjectRepository } from './projects/cacheProjectRepository.js'
import { devProjectId, ensureDevProject } from './projects/ensureDevProject.js'
import { createRedisRelayBus } from './relay/createRedisRelayBus.js'
import { type CreateRelayParameters, createRelay, type Relay } from './relay/createRelay.js'
import { deriveRelayUrls, relayPath } from './relay/deriveRelayUrls.js'
import type { RelayLimits } from './relay/relayLimits.js'
import { createSolanaContexts } from './solana/createSolanaContexts.js'
import { createSolanaIndexer } from './solana/createSolanaIndexer.js'
import { resolveSolanaChains } from './solana/resolveSolanaChains.js'
import { startSolanaFollower } from './solana/startSolanaFollower.js'
import { type CreateTracingParameters, createTracing } from './tracing/createTracing.js'

export type StartServerParameters = {
  config: Config
  /** Defaults to `createLogger(config)`. */
  logger?: Logger
  /** The relay's limits and timers. Defaults to those of `createRelay`. */
  relay?: Pick<CreateRelayParameters, 'limits' | 'pingIntervalMs' | 'sweepIntervalMs'>
  /**
   * The local devnet served (chains, tokens, icons): `npm start` passes the one it started.
   * Defaults to the checkout's (`defaultDevnet`), if any.
   */
  devnet?: DevnetData | undefined
  /** How long `close()` lets requests in flight finish before cutting them off. Defaults to 6 s. */
  drainMs?: number
  /** `METRICS_TOKEN`: who may read `/metrics` (see `metricsRoutes`). Defaults to loopback only. */
  metricsToken?: string | undefined
  /**
   * `OTEL_EXPORTER_OTLP_ENDPOINT` and `OTEL_SERVICE_NAME`: a span per HTTP request, sent to that
   * OTLP/HTTP collector (`createTracing`). Defaults to no tracing.
   */
  tracing?: CreateTracingParameters | undefined
  /**
   * `REDIS_PREFIX`: put before every Redis key and channel, so deployments can share one Redis.
   * Defaults to `airlock:`.
   */
  redisPrefix?: string | undefined
}

export type StartServerReturnType = {
  /** Where the server answers, such as `http://127.0.0.1:8787`. */
  url: string
  /** The port it listens on: `config.port`, or the one the system chose for port 0. */
  port: number
  /**
   * The WalletConnect relay on the same port, such as `ws://127.0.0.1:8787/relay`: the
   * `relayUrl` to give clients on this machine. Others use `RELAY_URLS` or the one derived from
   * `PUBLIC_URL`.
   */
  relayUrl: string
  /**
   * While no admin exists, a one-time link that makes the first owner in the console (valid 24
   * hours): print it for the operator. A new one at every start until it is used.
   */
  setupUrl: string | undefined
  /**
   * Stops accepting requests, lets those in flight finish (up to `drainMs`), closes relay sockets
   * (1001), gives up indexer leases, then closes the database. Idempotent.
   */
  close(): Promise<void>
}

export type StartServerErrorType = PortInUseError | Error

/**
 * Starts the server on `config.host`:`config.port`: claims the port first (so a busy port fails
 * at once, before anything is opened), then opens the database and runs its migrations. Requests
 * that arrive meanwhile wait until the app is ready.
 *
 * @param parameters.config - From `loadConfig`. `port: 0` picks a free port.
 * @returns The URL and port, and `close()`.
 * @throws {PortInUseError} When the port is taken, with nothing left open.
 *
 * @example
 * import { loadConfig, startServer } from '@airlock/server'
 * const server = await startServer({ config: loadConfig() })
 * console.log(`Listening on ${server.url}`)
 * await server.close()
 */
export async function startServer({
  config,
  logger = createLogger(config),
  relay: relayOptions = {},
  devnet = defaultDevnet(),
  drainMs = 6_000,
  metricsToken,
  redisPrefix = 'airlock:',
  tracing: tracingOptions,
}: StartServerParameters): Promise<StartServerReturnType> {
  let resolveApp: (app: ReturnType<typeof createApp>) => void = () => {}
  let rejectApp: (error: unknown) => void = () => {}
  const ready = new Promise<ReturnType<typeof createApp>>((resolve, reject) => {
    resolveApp = resolve
    rejectApp = reject
  })
  // Nobody awaits `ready` when startup fails before the first request.
  ready.catch(() => {})
  let started: ReturnType<typeof createApp> | undefined
  ready.then(
    (app) => {
      started = app
    },
    () => {},
  )
  const server = createAdaptorServer({
    fetch: async (request, env) =>
      started
        ? started.fetch(request, env)
        : (answerWhileStarting(request) ?? (await ready).fetch(request, env)),
    hostname: config.host,
  }) as Server
  const requests = trackHttpRequests(server)
  let draining = false
  const metrics = createMetrics()
  const tracing = tracingOptions ? createTracing(tracingOptions) : undefined
  // With Redis, every replica counts the same per-IP and per-project limits.
  const redisLimits = config.redisUrl
    ? createRedisSharedState({ url: config.redisUrl, logger, prefix: `${redisPrefix}ratelimit:` })
    : undefined
  // The WalletConnect relay answers WebSocket upgrades at ws://<host>:<port>/relay (wss:// behind
  // TLS); upgrades that arrive before the database is ready wait, like requests.
  let resolveRelay: (relay: Relay) => void = () => {}
  let rejectRelay: (error: unknown) => void = () => {}
  const relayReady = new Promise<Relay>((resolve, reject) => {
    resolveRelay = resolve
    rejectRelay = reject
  })
  relayReady.catch(() => {})
  server.on('upgrade', (request, socket, head) => {
    socket.on('error', () => {})
    if (
      new URL(request.url ?? '/', 'http://server.invalid').pathname.replace(/\/+$/, '') !==
      relayPath
    ) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    relayReady.then(
      (relay) => relay.handleUpgrade(request, socket, head),
      () => socket.destroy(),
    )
  })

  await listen(server, config)
  const { port } = server.address() as { port: number }
  const url = `http://${reachableHost(config.host)}:${port}`

  let database: DatabaseHandle | undefined
  let operator: Awaited<ReturnType<typeof issueOperatorToken>> | undefined
  let setupUrl: string | undefined
  // PGlite is single-process: the lock tells the CLI not to open it while the server runs.
  let lock: DataDirLock | undefined
  let catalogue: Awaited<ReturnType<typeof prepareCatalogue>>
  try {
    if (!config.databaseUrl) lock = await acquireDataDirLock(config.dataDir, 'server')
    database = await createDatabase({ config, logger })
    await runMigrations(database)
    const projects = createProjectRepository(database.db)
    if (config.devProject) await ensureDevProject(projects)
    else if (await projects.get(devProjectId).catch(() => undefined))
      logger.warn(
        { projectId: devProjectId },
        'DEV_PROJECT is false, but the database still has the dev project, which allows localhost: remove it if this server is public',
      )
    catalogue = await prepareCatalogue(database, {
      logger,
      localEvmChains: (devnet?.manifest.chains ?? []).map((chain) => chain.caipNetworkId),
    })
    // The CLI on this machine manages projects through the admin API while the server runs.
    operator = await issueOperatorToken({ keysDir: config.keysDir, url })
    const accounts = createAdminAccounts(database.db)
    if ((await accounts.count()) === 0) {
      const { token } = await accounts.createSetupToken({
        role: 'owner',
        createdBy: 'server start',
      })
      setupUrl = consoleSetupUrl(config.publicUrl, token)
    }
  } catch (error) {
    rejectApp(error)
    rejectRelay(error)
    await Promise.all([stop(server), database?.close(), redisLimits?.close(), tracing?.shutdown()])
    if (lock) await releaseDataDirLock(lock)
    throw error
  }
  const bundler = createServerBundler({ config, db: database.db, logger })
  // Every replica samples its relay into the database from the start, whether or not the
  // console asks it: the console sums them all.
  const serverStatus = createServerStatus({
    snapshot: metrics.snapshot,
    checks: createHealthChecks({ config, db: database }),
    db: database.db,
  })
  resolveApp(
    createApp({
      bundler,
      serverStatus,
      ...{ config, db: database, logger, catalogue, devnet, metrics, metricsToken },
      tracer: tracing?.tracer,
      operatorToken: operator.check,
      ...(redisLimits ? { rateLimiters: redisLimits.limiters, caches: redisLimits.caches } : {}),
      draining: () => draining,
    }),
  )
  const relay = createRelay({
    ...relayOptions,
    limits: { ...relayLimitsOf(config), ...relayOptions.limits },
    db: database.db,
    logger,
    audiences: deriveRelayUrls({
      publicUrl: config.publicUrl,
      listenUrl: url,
      extra: config.relayUrls,
    }),
    projects: cacheProjectRepository(createProjectRepository(database.db)),
    trustedProxies: config.trustedProxies,
    metrics: metrics.relay,
    ...(redisLimits ? { buckets: redisLimits.buckets } : {}),
    ...(config.redisUrl
      ? {
          bus: createRedisRelayBus({
            url: config.redisUrl,
            logger,
            channelPrefix: `${redisPrefix}relay:`,
          }),
        }
      : {}),
  })
  resolveRelay(relay)
  const opened = database
  // Operations accepted before a restart are bundled now.
  bundler.resume().catch((error: unknown) => logger.error({ err: error }, 'bundler resume failed'))
  const issued = operator
  // One indexer per chain follows its blocks into the database for the history and NFT routes;
  // with several replicas on Postgres, one leads per chain (an advisory lock).
  const indexers = startIndexers({
    chains: resolveBlockchainChains({ config, manifest: devnet?.manifest ?? { chains: [] } }),
    database,
    logger,
  })
  // Followed Solana accounts are kept indexed for the history route (see createSolanaIndexer),
  // by one replica per cluster: the holder of its indexer lease.
  const solanaFollower = startSolanaFollower({
    database,
    indexer: createSolanaIndexer(database.db),
    contexts: createSolanaContexts(
      resolveSolanaChains({
        chains: config.solanaChains,
        manifest: devnet?.manifest,
        publicUrl: config.publicUrl,
        tokenImages: new Map(),
      }),
    ),
    logger,
  })
  metrics.watch({
    relay: () => relay.stats(),
    indexers: () => indexers.indexers.map((indexer) => indexer.status()),
    solanaFollower: () => solanaFollower.status(),
    ...(opened.kind === 'postgres' ? { pool: () => poolCounts(opened.client) } : {}),
  })
  serverStatus.start()
  const relayUrl = `ws://${reachableHost(config.host)}:${port}${relayPath}`
  logger.info(
    { url, relayUrl, database: database.kind, relayBus: config.redisUrl ? 'redis' : 'memory' },
    'server listening',
  )

  // An import by the CLI (on Postgres, while this runs) reaches the served catalogue within 10 s.
  const watch = setInterval(() => {
    catalogue
      .reloadIfChanged()
      .catch((error) => logger.warn({ err: error }, 'catalogue reload failed'))
  }, 10_000)
  watch.unref()

  let closing: Promise<void> | undefined
  return {
    url,
    port,
    relayUrl,
    setupUrl,
    close() {
      closing ??= (async () => {
        clearInterval(watch)
        // Before the database closes: a relay sample still being written finishes.
        await serverStatus.stop()
        // `/health/ready` answers 503 from now on; no new connection is accepted, requests in
        // flight get `drainMs` to finish, relay sockets are closed with 1001 (clients reconnect
        // to another replica). Before the database: the relay stores what is in flight.
        draining = true
        const [, { cutOff }] = await Promise.all([relay.close(), requests.drain(drainMs)])
        if (cutOff > 0) logger.warn({ cutOff }, 'requests still running at shutdown were cut off')
        // Gives up the indexer lease, so another replica leads at once.
        await Promise.all([
          indexers.stop(),
          solanaFollower.stop(),
          bundler.stop(),
          redisLimits?.close(),
          tracing?.shutdown(),
        ])
        await Promise.all([opened.close(), issued.remove()])
        if (lock) await releaseDataDirLock(lock)
        logger.info('server closed')
      })()
      return closing
    },
  }
}

async function listen(server: Server, { host, port }: Pick<Config, 'host' | 'port'>) {
  server.listen(port, host)
  try {
    await once(server, 'listening')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new PortInUseError({ port, service: 'server', cause: error })
    throw error
  }
}

async function stop(server: Server) {
  if (!server.listening) return
  const closed = once(server, 'close')
  server.close()
  // Keep-alive connections would otherwise hold close() open for seconds.
  server.closeAllConnections()
  await closed
}

/** The relay limits the environment sets: the mailbox's size and the per-address budgets. */
function relayLimitsOf({ relayMailboxBytes, relayPerIp }: Config): Partial<RelayLimits> {
  const { connections, messagesPerSecond, bytesPerSecond } = relayPerIp
  return {
    maxMailboxBytes: relayMailboxBytes,
    maxConnectionsPerIp: connections,
    publishPerIp: { capacity: messagesPerSecond * 4, refillPerSecond: messagesPerSecond },
    publishBytesPerIp: { capacity: bytesPerSecond * 16, refillPerSecond: bytesPerSecond },
  }
}
