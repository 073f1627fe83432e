import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { Logger } from '../createLogger.js'
import type { Database } from '../db/createDatabase.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { RelayRpcError, relayErrorCodes } from '../errors/relay.js'
import type { RelayMetricsHook } from '../metrics/createMetrics.js'
import { clientAddress } from '../middleware/clientAddress.js'
import {
  type AuthenticateRelayUpgradeErrorType,
  authenticateRelayUpgrade,
  type RelayPeer,
} from './authenticateRelayUpgrade.js'
import { createBatcher } from './createBatcher.js'
import { createMemoryRelayBus } from './createMemoryRelayBus.js'
import {
  createRelayStore,
  type RelayAck,
  type RelayMessage,
  relayMessageBytes,
  type StoredRelayMessage,
} from './createRelayStore.js'
import { createTokenBucket } from './createTokenBucket.js'
import { handleRelayFrame, type RelayFrameContext } from './handleRelayFrame.js'
import type { RelayOperations } from './handleRelayRequest.js'
import { refuseUpgrade } from './refuseUpgrade.js'
import type { RelayBus } from './relayBus.js'
import type { RelayConnection } from './relayConnection.js'
import { defaultRelayLimits, type RelayLimits } from './relayLimits.js'
import { relaySubscriptionId } from './relaySubscriptionId.js'
import { toRelayMessage } from './toRelayMessage.js'
import { toRelayMessageData } from './toRelayMessageData.js'

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

const pageSize = 500
// How far before losing the bus the catch-up reads: publishes stored just before (their bus
// message lost with the connection) and other replicas' clocks running behind.
const catchUpMarginMs = 30_000
const maxAwaitingAck = 10_000

/**
 * Creates the WalletConnect v2 relay (irn_* JSON-RPC over WebSocket, what @walletconnect/core
 * speaks; see shared/reference/walletconnect-relay.md). Every published message is stored in the
 * database and handed to `bus` before the publish is acknowledged, fanned out through the bus to
 * the sockets listening to its topic, and kept until its TTL for clients that subscribe later (the
 * mailbox), until each acknowledged it. When the bus comes back after losing its connection, what
 * was published meanwhile is delivered from the mailbox. Publishes spend byte and message budgets
 * per client and per address; the mailbox is capped per topic and in bytes. Mount it on the
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
  pingIntervalMs = 20_000,
  sweepIntervalMs = 60_000,
  trustedProxies = [],
  metrics,
}: CreateRelayParameters): Relay {
  const logger = parentLogger.child({ component: 'relay' })
  const limits: RelayLimits = { ...defaultRelayLimits, ...overrides }
  const store = createRelayStore(db)
  const trusted = new Set(trustedProxies)
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxFrameBytes,
    perMessageDeflate: false,
  })
  const connections = new Set<RelayConnection>()
  const connectionsPerIp = new Map<string, number>()
  const listeners = new Map<string, Set<RelayConnection>>()
  const busTopics = new Map<string, Promise<void>>()
  const publishPerClient = createTokenBucket(limits.publishPerClient)
  const publishPerIp = createTokenBucket(limits.publishPerIp)
  const publishBytesPerClient = createTokenBucket(limits.publishBytesPerClient)
  const publishBytesPerIp = createTokenBucket(limits.publishBytesPerIp)
  const framesPerConnection = createTokenBucket(limits.framesPerConnection)
  // The mailbox's bytes as last counted, plus what this process stored since: other replicas'
  // writes show up at the next count (every tenth of the cap stored here, and every sweep).
  let mailboxBytes: number | undefined
  let storedSinceCount = 0
  async function makeRoom(incoming: number, now: number) {
    if (mailboxBytes === undefined || storedSinceCount > limits.maxMailboxBytes / 10) {
      mailboxBytes = await store.size()
      storedSinceCount = 0
    }
    for (let round = 0; round < 3 && mailboxBytes + incoming > limits.maxMailboxBytes; round += 1) {
      // Down to 90%, so the next publishes do not each evict again.
      const evicted = await store.evict(
        mailboxBytes + incoming - Math.floor(limits.maxMailboxBytes * 0.9),
        now,
      )
      logger.warn(
        { ...evicted, maxMailboxBytes: limits.maxMailboxBytes },
        'relay mailbox full, evicted',
      )
      mailboxBytes = await store.size()
      storedSinceCount = 0
    }
  }
  // Group commits: under load one statement stores many publishes, acks or mailbox reads. A
  // publish whose topic's mailbox is full is refused whole; the others are stored together.
  const saves = createBatcher({
    run: async (batches: RelayMessage[][]): Promise<(Set<string> | 'topicFull')[]> => {
      const now = Date.now()
      const counts = await store.countByTopic(
        [...new Set(batches.flatMap((batch) => batch.map((message) => message.topic)))],
        now,
      )
      const accepted = batches.map((batch) => {
        const added = new Map<string, number>()
        for (const message of batch) added.set(message.topic, (added.get(message.topic) ?? 0) + 1)
        for (const [topic, count] of added)
          if ((counts.get(topic) ?? 0) + count > limits.maxMessagesPerTopic) return false
        for (const [topic, count] of added) counts.set(topic, (counts.get(topic) ?? 0) + count)
        return true
      })
      const records = batches.filter((_, index) => accepted[index]).flat()
      await makeRoom(
        records.reduce((total, record) => total + relayMessageBytes(record), 0),
        now,
      )
      const stored = await store.save(records)
      const storedBytes = records
        .filter((record) => stored.has(record.id))
        .reduce((total, record) => total + relayMessageBytes(record), 0)
      mailboxBytes = (mailboxBytes ?? 0) + storedBytes
      storedSinceCount += storedBytes
      return accepted.map((ok) => (ok ? stored : 'topicFull'))
    },
  })
  // Nobody waits on an ack being stored (a lost one means one more delivery, which clients
  // ignore), so acks wait a little to leave the database to publishes.
  const acks = createBatcher({
    run: async (batch: RelayAck[]) => {
      await store.acknowledge(batch)
      return batch.map(() => undefined)
    },
    maxItems: 2000,
    delayMs: 50,
  })
  const firstPages = createBatcher({
    run: (requests: { clientId: string; topics: readonly string[] }[]) =>
      store.pendingMany(requests, { limit: pageSize }),
    maxItems: 200,
  })
  const running = new Set<Promise<void>>()
  const acksBeingStored = new Set<string>()
  let closing = false
  let lastRequestId = 0
  let connectionCount = 0

  bus.onMessage(fanOut)
  bus.onReconnect((lostAt) => {
    const catchUp = catchUpFrom(lostAt - catchUpMarginMs).catch((error: unknown) =>
      logger.error({ err: error }, 'relay catch-up after the bus came back failed'),
    )
    running.add(catchUp)
    catchUp.finally(() => running.delete(catchUp))
  })

  function fanOut(message: RelayMessage) {
    for (const connection of listeners.get(message.topic) ?? []) deliver(connection, message)
  }

  // What the bus dropped while it was away is in the mailbox: every message published since on a
  // topic listened to here goes out again (`delivered` drops those already sent on a socket).
  async function catchUpFrom(since: number) {
    const topics = [...listeners.keys()]
    let count = 0
    for (let start = 0; start < topics.length; start += pageSize) {
      const chunk = topics.slice(start, start + pageSize)
      let after: StoredRelayMessage | undefined
      for (;;) {
        const page = await store.publishedSince(chunk, { since, after, limit: pageSize })
        for (const message of page) fanOut(message)
        count += page.length
        after = page.at(-1)
        if (page.length < pageSize) break
      }
    }
    logger.info({ since, topics: topics.length, messages: count }, 'relay bus back, caught up')
  }

  // Ids of the relay's own requests: 16 digits, below 2^53, so clients read them back exactly.
  function nextRequestId() {
    lastRequestId = Math.max(lastRequestId + 1, Date.now() * 1000)
    return lastRequestId
  }

  function send(connection: RelayConnection, text: string) {
    const { socket } = connection
    if (socket.readyState !== socket.OPEN) return
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      logger.warn({ clientId: connection.clientId }, 'relay client reads too slowly, closing')
      socket.close(1013, 'Too slow')
      return
    }
    socket.send(text)
    metrics?.frameOut()
  }

  function deliver(connection: RelayConnection, message: RelayMessage) {
    if (message.publisher === connection.clientId) return
    if (connection.delivered.has(message.id) || message.expiresAt <= Date.now()) return
    if (acksBeingStored.has(`${connection.clientId} ${message.id}`)) return
    const subscriptionId = connection.topics.get(message.topic)
    if (subscriptionId === undefined) return
    connection.delivered.set(message.id, message.expiresAt)
    const id = nextRequestId()
    connection.awaitingAck.set(String(id), message)
    if (connection.awaitingAck.size > maxAwaitingAck)
      connection.awaitingAck.delete(connection.awaitingAck.keys().next().value as string)
    send(
      connection,
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscriptionId, data: toRelayMessageData(message) },
      }),
    )
  }

  function acknowledge(connection: RelayConnection, messages: readonly RelayMessage[]) {
    for (const message of messages) {
      connection.delivered.set(message.id, message.expiresAt)
      const key = `${connection.clientId} ${message.id}`
      // Until the batch is stored, the mailbox would still hand it to a reconnecting client.
      acksBeingStored.add(key)
      acks
        .add({ clientId: connection.clientId, messageId: message.id, expiresAt: message.expiresAt })
        .catch((error: unknown) => logger.error({ err: error }, 'relay ack not stored'))
        .finally(() => acksBeingStored.delete(key))
    }
  }

  const operations: RelayOperations = {
    async subscribe(connection, topics) {
      const added = topics.filter((topic) => !connection.topics.has(topic))
      if (connection.topics.size + new Set(added).size > limits.maxTopicsPerConnection)
        throw new RelayRpcError({
          code: relayErrorCodes.tooManyRequests,
          message: `Too many topics: at most ${limits.maxTopicsPerConnection} per connection`,
        })
      for (const topic of added) {
        connection.topics.set(topic, relaySubscriptionId(topic, connection.clientId))
        let set = listeners.get(topic)
        if (!set) {
          set = new Set()
          listeners.set(topic, set)
        }
        set.add(connection)
        if (!busTopics.has(topic)) busTopics.set(topic, bus.subscribe(topic))
      }
      // The bus first, the mailbox after (in `flush`): a message published in between arrives
      // on the bus, and `delivered` drops the second copy.
      try {
        await Promise.all(topics.map((topic) => busTopics.get(topic)))
      } catch (error) {
        for (const topic of topics) busTopics.delete(topic)
        throw error
      }
      return topics.map((topic) => connection.topics.get(topic) as string)
    },
    unsubscribe(connection, topics) {
      for (const topic of topics) {
        if (!connection.topics.delete(topic)) continue
        const set = listeners.get(topic)
        set?.delete(connection)
        if (set?.size === 0) {
          listeners.delete(topic)
          busTopics.delete(topic)
          bus
            .unsubscribe(topic)
            .catch((error: unknown) => logger.warn({ err: error }, 'relay bus unsubscribe failed'))
        }
      }
    },
    async flush(connection, topics) {
      let page = await firstPages.add({ clientId: connection.clientId, topics })
      for (let sent = 0; ; ) {
        for (const message of page) deliver(connection, message)
        sent += page.length
        const after: StoredRelayMessage | undefined = page.at(-1)
        if (!after || page.length < pageSize || sent >= limits.maxFlushMessages) return
        if (connection.socket.readyState !== connection.socket.OPEN) return
        page = await store.pending(connection.clientId, topics, { after, limit: pageSize })
      }
    },
    async publish(connection, messages) {
      const count = messages.length
      if (
        !publishPerClient.take(connection.clientId, count) ||
        !publishPerIp.take(connection.ip, count)
      )
        throw new RelayRpcError({
          code: relayErrorCodes.tooManyRequests,
          message: 'Too many messages published: try again later',
        })
      const publishedAt = Date.now()
      const records = messages.map((message) =>
        toRelayMessage(connection.clientId, message, publishedAt),
      )
      const bytes = records.reduce((total, record) => total + relayMessageBytes(record), 0)
      if (
        !publishBytesPerClient.take(connection.clientId, bytes) ||
        !publishBytesPerIp.take(connection.ip, bytes)
      )
        throw new RelayRpcError({
          code: relayErrorCodes.tooManyRequests,
          message: 'Too many bytes published: try again later',
        })
      // Acknowledged only once stored: a restart loses nothing the publisher was told is sent.
      const stored = await saves.add(records)
      if (stored === 'topicFull')
        throw new RelayRpcError({
          code: relayErrorCodes.tooManyRequests,
          message: `Mailbox full: at most ${limits.maxMessagesPerTopic} messages per topic, try again later`,
        })
      // Acknowledged only once on the bus too: a subscriber on another process then has it (or
      // loses its connection, and catches up from the mailbox when it is back), whatever becomes
      // of this process. A retry is stored once but published again; sockets drop the copy.
      try {
        await Promise.all(records.map((record) => bus.publish(record)))
      } catch (error) {
        logger.warn({ err: error }, 'relay bus publish failed')
        throw new RelayRpcError({
          code: relayErrorCodes.internal,
          message: 'Relay bus unavailable: stored, not yet delivered; publish again',
        })
      }
    },
    async fetch(connection, topics) {
      const found = await store.pending(connection.clientId, topics, { limit: pageSize + 1 })
      const messages = found.filter(
        (message) => !acksBeingStored.has(`${connection.clientId} ${message.id}`),
      )
      return { messages: messages.slice(0, pageSize), hasMore: found.length > pageSize }
    },
    acknowledge,
  }

  const frames: RelayFrameContext = {
    limits,
    logger,
    operations,
    send,
    takeFrame: (connection) => framesPerConnection.take(connection.key),
    track(request) {
      running.add(request)
      request.finally(() => running.delete(request))
    },
  }

  function onConnection(connection: RelayConnection) {
    const { socket } = connection
    connections.add(connection)
    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('message', (data) => {
      metrics?.frameIn()
      handleRelayFrame(frames, connection, data)
    })
    socket.on('error', (error) => logger.debug({ err: error }, 'relay socket error'))
    // The token authorised this socket until `exp`; a client reconnects with a fresh one.
    const expiry = setTimeout(
      () => socket.close(4010, 'Auth token expired'),
      Math.min(Math.max(0, connection.expiresAt * 1000 - Date.now()), 2 ** 31 - 1),
    )
    expiry.unref()
    socket.on('close', () => {
      clearTimeout(expiry)
      connections.delete(connection)
      const left = (connectionsPerIp.get(connection.ip) ?? 1) - 1
      if (left > 0) connectionsPerIp.set(connection.ip, left)
      else connectionsPerIp.delete(connection.ip)
      operations.unsubscribe(connection, [...connection.topics.keys()])
    })
  }

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    if (closing) {
      refuseUpgrade(socket, 503, {
        name: 'RelayClosingError',
        shortMessage: 'Relay is shutting down',
      })
      return
    }
    let peer: RelayPeer
    try {
      peer = await authenticateRelayUpgrade(request, {
        audiences,
        projects,
        trustedProxies: trusted,
      })
    } catch (error) {
      const status = (error as { status?: unknown }).status
      if (status === 401 || status === 403) {
        const refused = error as AuthenticateRelayUpgradeErrorType
        logger.info(
          {
            ip: clientAddress(request, undefined, trusted),
            name: refused.name,
            reason: refused.shortMessage,
          },
          'relay connection refused',
        )
        refuseUpgrade(socket, status, refused)
        return
      }
      throw error
    }
    if ((connectionsPerIp.get(peer.ip) ?? 0) >= limits.maxConnectionsPerIp) {
      refuseUpgrade(socket, 429, {
        name: 'RelayConnectionLimitError',
        shortMessage: 'Too many relay connections from this address',
      })
      return
    }
    if (socket.destroyed || closing) {
      socket.destroy()
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      connectionsPerIp.set(peer.ip, (connectionsPerIp.get(peer.ip) ?? 0) + 1)
      connectionCount += 1
      onConnection({
        ...peer,
        socket: ws,
        topics: new Map(),
        delivered: new Map(),
        awaitingAck: new Map(),
        inFlight: 0,
        alive: true,
        key: String(connectionCount),
      })
    })
  }

  const ping = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        logger.debug({ clientId: connection.clientId }, 'relay client missed a pong, closing')
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
  }, pingIntervalMs)
  ping.unref()

  const sweep = setInterval(() => {
    const now = Date.now()
    for (const connection of connections)
      for (const [id, expiresAt] of connection.delivered)
        if (expiresAt <= now) connection.delivered.delete(id)
    store
      .sweep(now)
      .then(async (swept) => {
        if (swept.messages > 0) logger.debug(swept, 'relay mailbox swept')
        // Counted afresh: what expired here and what other replicas stored.
        mailboxBytes = await store.size()
        storedSinceCount = 0
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'relay mailbox sweep failed'))
  }, sweepIntervalMs)
  sweep.unref()

  let closed: Promise<void> | undefined
  return {
    handleUpgrade(request, socket, head) {
      // A reset during the checks must not become an uncaught 'error'.
      socket.on('error', () => {})
      upgrade(request, socket, head).catch((error: unknown) => {
        logger.error({ err: error }, 'relay upgrade failed')
        refuseUpgrade(socket, 503, {
          name: 'RelayUnavailableError',
          shortMessage: 'Relay unavailable',
        })
      })
    },
    stats: () => ({ connections: connections.size, topics: listeners.size }),
    close() {
      closed ??= (async () => {
        closing = true
        clearInterval(ping)
        clearInterval(sweep)
        for (const connection of connections) connection.socket.close(1001, 'Relay shutting down')
        // Requests already running finish (and store what they publish) before the database closes.
        await Promise.allSettled([...running])
        await saves.drain()
        await acks.drain()
        for (const connection of connections) connection.socket.terminate()
        await bus.close()
        await new Promise<void>((resolve) => wss.close(() => resolve()))
      })()
      return closed
    },
  }
}
