import { once } from 'node:events'
import type { Server } from 'node:http'
import { createAdaptorServer } from '@hono/node-server'
import { prepareCatalogue } from './catalogue/prepareCatalogue.js'
import type { Config } from './config/loadConfig.js'
import { reachableHost } from './config/reachableHost.js'
import { createApp } from './createApp.js'
import { createLogger, type Logger } from './createLogger.js'
import { createDatabase, type DatabaseHandle } from './db/createDatabase.js'
import { createProjectRepository } from './db/createProjectRepository.js'
import { acquireDataDirLock, type DataDirLock, releaseDataDirLock } from './db/dataDirLock.js'
import { runMigrations } from './db/runMigrations.js'
import { PortInUseError } from './errors/server.js'
import { devProjectId, ensureDevProject } from './projects/ensureDevProject.js'

export type StartServerParameters = {
  config: Config
  /** Defaults to `createLogger(config)`. */
  logger?: Logger
}

export type StartServerReturnType = {
  /** Where the server answers, such as `http://127.0.0.1:8787`. */
  url: string
  /** The port it listens on: `config.port`, or the one the system chose for port 0. */
  port: number
  /** Stops accepting requests, closes open connections, then closes the database. Idempotent. */
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
}: StartServerParameters): Promise<StartServerReturnType> {
  let resolveApp: (app: ReturnType<typeof createApp>) => void = () => {}
  let rejectApp: (error: unknown) => void = () => {}
  const ready = new Promise<ReturnType<typeof createApp>>((resolve, reject) => {
    resolveApp = resolve
    rejectApp = reject
  })
  // Nobody awaits `ready` when startup fails before the first request.
  ready.catch(() => {})
  const server = createAdaptorServer({
    fetch: async (request, env) => (await ready).fetch(request, env),
    hostname: config.host,
  }) as Server

  await listen(server, config)

  let database: DatabaseHandle | undefined
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
    catalogue = await prepareCatalogue(database, { logger })
  } catch (error) {
    rejectApp(error)
    await Promise.all([stop(server), database?.close()])
    if (lock) await releaseDataDirLock(lock)
    throw error
  }
  resolveApp(createApp({ config, db: database, logger, catalogue }))

  const { port } = server.address() as { port: number }
  const url = `http://${reachableHost(config.host)}:${port}`
  logger.info({ url, database: database.kind }, 'server listening')

  // An import by the CLI (on Postgres, while this runs) reaches the served catalogue within 10 s.
  const watch = setInterval(() => {
    catalogue
      .reloadIfChanged()
      .catch((error) => logger.warn({ err: error }, 'catalogue reload failed'))
  }, 10_000)
  watch.unref()

  let closing: Promise<void> | undefined
  const opened = database
  return {
    url,
    port,
    close() {
      closing ??= (async () => {
        clearInterval(watch)
        await stop(server)
        await opened.close()
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
