import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Logger } from '../createLogger.js'
import type { Database } from '../db/createDatabase.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { createTokenBucket } from '../limits/createTokenBucket.js'
import { memoryTokenBuckets, type TokenBuckets } from '../limits/tokenBuckets.js'
import type { RelayMetricsHook } from '../metrics/createMetrics.js'
import { createMemoryRelayBus } from './createMemoryRelayBus.js'
import { createRelayFanOut } from './createRelayFanOut.js'
import { createRelayMailbox } from './createRelayMailbox.js'
import { createRelayOperations } from './createRelayOperations.js'
import { createRelaySockets } from './createRelaySockets.js'
import type { RelayFrameContext } from './handleRelayFrame.js'
import type { RelayBus } from './relayBus.js'
import { defaultRelayLimits, type RelayLimits } from './relayLimits.js'

export type CreateRelayParameters = {
  /** The server's database, migrated: the mailbox lives in `relay_messages` and `relay_acks`. */
  db: Database
  logger: Logger
  /** URLs the JWT `aud` may name: `deriveRelayUrls(…)`. */
  audiences: readonly string[]
  /** Projects, for the `Origin` check of browser clients. */
  projects: Pick<ProjectRepository, 'get'>
  /** How messages reach other server processes. Defaults to `createMemoryRelayBus()`. */
  bus?: RelayBus
  /** Overrides of `defaultRelayLimits`. */
  limits?: Partial<RelayLimits>
  /**
   * Where the publish budgets are counted. Defaults to this process's memory; with several
   * replicas, Redis (`createRedisSharedState(…).buckets`), so a client's budget is one budget
   * whichever replica its sockets reach. (A socket's frame budget stays with its socket.)
   */
  buckets?: TokenBuckets
  /** WS ping period; a socket that has not answered the previous ping is closed. Defaults to 20 s. */
  pingIntervalMs?: number
  /** How often expired mailbox rows are deleted. Defaults to 60 s. */
  sweepIntervalMs?: number
  /** `TRUSTED_PROXIES`: peers whose `X-Forwarded-For` names the client. Defaults to none. */
  trustedProxies?: readonly string[]
  /** Told of every frame in and out (the server's `/metrics`). Defaults to nobody. */
  metrics?: RelayMetricsHook | undefined
}

export type Relay = {
  /** Takes over an HTTP upgrade request to the relay's path: 401/403/429 or a WebSocket. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Open sockets and topics listened to, in this process. */
  stats(): { connections: number; topics: number }
  /** Closes every socket (1001, so clients reconnect), stores what is in flight, stops timers. */
  close(): Promise<void>
}

/**
 * Creates the WalletConnect v2 relay (irn_* JSON-RPC over WebSocket, what @walletconnect/core
 * speaks; see shared/reference/walletconnect-relay.md). Every published message is stored in the
 * database and handed to `bus` before the publish is acknowledged, delivered to this process's
 * sockets listening to its topic at once and to other processes' through the bus
 * (`createRelayFanOut`), and kept until its TTL for clients
 * that subscribe later (the mailbox, `createRelayMailbox`), until each acknowledged it. When the
 * bus comes back after losing its connection, what was published meanwhile is delivered from the
 * mailbox. Publishes spend byte and message budgets per client and per address
 * (`createRelayOperations`); the mailbox is capped per topic and in bytes. Sockets are accepted
 * and kept alive by `createRelaySockets`. Mount it on the
 * server's upgrade event for `relayPath`.
 *
 * @param parameters - Database, logger, accepted audiences, projects, bus and limits.
 * @returns `handleUpgrade`, `stats` and `close`.
 *
 * @example
 * import { createRelay } from './relay/createRelay.js'
 * const relay = createRelay({ db: database.db, logger, audiences, projects })
 * server.on('upgrade', (request, socket, head) => relay.handleUpgrade(request, socket, head))
 */
export function createRelay({
  db,
  logger: parentLogger,
  audiences,
  projects,
  bus = createMemoryRelayBus(),
  limits: overrides = {},
  buckets = memoryTokenBuckets(),
  pingIntervalMs = 20_000,
  sweepIntervalMs = 60_000,
  trustedProxies = [],
  metrics,
}: CreateRelayParameters): Relay {
  const logger = parentLogger.child({ component: 'relay' })
  const limits: RelayLimits = { ...defaultRelayLimits, ...overrides }
  // Requests and catch-ups still running: closing waits for them before the database closes.
  const running = new Set<Promise<void>>()
  const track = (work: Promise<void>) => {
    running.add(work)
    work.finally(() => running.delete(work))
  }
  const mailbox = createRelayMailbox({ db, limits, logger })
  const fanOut = createRelayFanOut({ bus, mailbox, limits, logger, track, metrics })
  const operations = createRelayOperations({ bus, mailbox, fanOut, limits, buckets, logger })
  const framesPerConnection = createTokenBucket(limits.framesPerConnection)
  const frames: RelayFrameContext = {
    limits,
    logger,
    operations,
    send: fanOut.send,
    takeFrame: (connection) => framesPerConnection.take(connection.key),
    track,
  }
  const sockets = createRelaySockets({
    audiences,
    projects,
    trustedProxies: new Set(trustedProxies),
    limits,
    logger,
    frames,
    pingIntervalMs,
    metrics,
  })

  const sweep = setInterval(() => {
    const now = Date.now()
    for (const connection of sockets.connections)
      for (const [id, expiresAt] of connection.delivered)
        if (expiresAt <= now) connection.delivered.delete(id)
    void mailbox.sweep(now)
  }, sweepIntervalMs)
  sweep.unref()

  let closed: Promise<void> | undefined
  return {
    handleUpgrade: sockets.handleUpgrade,
    stats: () => ({ connections: sockets.connections.size, topics: fanOut.topics() }),
    close() {
      closed ??= (async () => {
        clearInterval(sweep)
        sockets.shutDown()
        // Requests already running finish (and store what they publish) before the database closes.
        await Promise.allSettled([...running])
        await mailbox.drain()
        sockets.terminate()
        await bus.close()
        await sockets.closeServer()
      })()
      return closed
    },
  }
}
