import type { Logger } from '../createLogger.js'
import type { RelayMetricsHook } from '../metrics/createMetrics.js'
import { type RelayMailbox, relayPageSize } from './createRelayMailbox.js'
import type { RelayMessage, StoredRelayMessage } from './createRelayStore.js'
import type { RelayBus } from './relayBus.js'
import type { RelayConnection } from './relayConnection.js'
import type { RelayLimits } from './relayLimits.js'
import { relaySubscriptionId } from './relaySubscriptionId.js'
import { toRelayMessageData } from './toRelayMessageData.js'

export type RelayFanOut = {
  /** Sends a frame to the socket, or closes it (1013) when it reads too slowly. */
  send(connection: RelayConnection, text: string): void
  /** Sends a message as `irn_subscription`, unless the socket has it or does not listen. */
  deliver(connection: RelayConnection, message: RelayMessage): void
  /**
   * Delivers a stored message to this process's sockets on its topic at once: the bus brings it
   * to the other processes only (the memory bus back here too, where `delivered` drops the copy).
   */
  deliverHere(message: RelayMessage): void
  /** Listens to the topics on the socket and on the bus; resolves once the bus listens. */
  listen(connection: RelayConnection, topics: readonly string[]): Promise<void>
  /** Stops listening to the topics on the socket, and on the bus when nobody here listens. */
  unlisten(connection: RelayConnection, topics: readonly string[]): void
  /** How many topics are listened to in this process. */
  topics(): number
}

export type CreateRelayFanOutParameters = {
  bus: RelayBus
  mailbox: Pick<RelayMailbox, 'isAcknowledging' | 'publishedSince'>
  limits: Pick<RelayLimits, 'maxBufferedBytes'>
  logger: Logger
  /** Keeps a running catch-up until it settles, so closing the relay can wait for it. */
  track(work: Promise<void>): void
  /** Told of every frame sent (the server's `/metrics`). */
  metrics?: Pick<RelayMetricsHook, 'frameOut'> | undefined
}

// How far before losing the bus the catch-up reads: publishes stored just before (their bus
// message lost with the connection) and other replicas' clocks running behind.
const catchUpMarginMs = 30_000
const maxAwaitingAck = 10_000

/**
 * The relay's subscriptions and fan-out: which sockets listen to which topic, and the delivery of
 * every message the bus brings to them. When the bus comes back after losing its connection,
 * what was published meanwhile is delivered again from the mailbox (sockets drop the copies they
 * already have).
 *
 * @param parameters - Bus, mailbox, limits, logger and how a catch-up is tracked.
 * @returns Sending, delivering, listening and the topic count.
 *
 * @example
 * import { createRelayFanOut } from './relay/createRelayFanOut.js'
 * const fanOut = createRelayFanOut({ bus, mailbox, limits, logger, track })
 * await fanOut.listen(connection, ['topic'])
 */
export function createRelayFanOut({
  bus,
  mailbox,
  limits,
  logger,
  track,
  metrics,
}: CreateRelayFanOutParameters): RelayFanOut {
  const listeners = new Map<string, Set<RelayConnection>>()
  const busTopics = new Map<string, Promise<void>>()
  let lastRequestId = 0
  const dataTexts = new WeakMap<RelayMessage, string>()

  bus.onMessage(fanOut)
  bus.onReconnect((lostAt) => {
    track(
      catchUpFrom(lostAt - catchUpMarginMs).catch((error: unknown) =>
        logger.error({ err: error }, 'relay catch-up after the bus came back failed'),
      ),
    )
  })

  function fanOut(message: RelayMessage) {
    for (const connection of listeners.get(message.topic) ?? []) deliver(connection, message)
  }

  // What the bus dropped while it was away is in the mailbox: every message published since on a
  // topic listened to here goes out again (`delivered` drops those already sent on a socket).
  async function catchUpFrom(since: number) {
    const topics = [...listeners.keys()]
    let count = 0
    for (let start = 0; start < topics.length; start += relayPageSize) {
      const chunk = topics.slice(start, start + relayPageSize)
      let after: StoredRelayMessage | undefined
      for (;;) {
        const page = await mailbox.publishedSince(chunk, { since, after, limit: relayPageSize })
        for (const message of page) fanOut(message)
        count += page.length
        after = page.at(-1)
        if (page.length < relayPageSize) break
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
    if (mailbox.isAcknowledging(connection.clientId, message.id)) return
    const subscriptionId = connection.topics.get(message.topic)
    if (subscriptionId === undefined) return
    connection.delivered.set(message.id, message.expiresAt)
    const id = nextRequestId()
    connection.awaitingAck.set(String(id), message)
    if (connection.awaitingAck.size > maxAwaitingAck)
      connection.awaitingAck.delete(connection.awaitingAck.keys().next().value as string)
    send(
      connection,
      `{"id":${id},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":${JSON.stringify(subscriptionId)},"data":${dataOf(message)}}}`,
    )
  }

  // A message's wire form, written once however many sockets it goes to.
  function dataOf(message: RelayMessage) {
    let data = dataTexts.get(message)
    if (data === undefined) {
      data = JSON.stringify(toRelayMessageData(message))
      dataTexts.set(message, data)
    }
    return data
  }

  return {
    send,
    deliver,
    deliverHere: fanOut,
    async listen(connection, topics) {
      for (const topic of topics) {
        if (connection.topics.has(topic)) continue
        connection.topics.set(topic, relaySubscriptionId(topic, connection.clientId))
        let set = listeners.get(topic)
        if (!set) {
          set = new Set()
          listeners.set(topic, set)
        }
        set.add(connection)
        if (!busTopics.has(topic)) busTopics.set(topic, bus.subscribe(topic))
      }
      try {
        await Promise.all(topics.map((topic) => busTopics.get(topic)))
      } catch (error) {
        for (const topic of topics) busTopics.delete(topic)
        throw error
      }
    },
    unlisten(connection, topics) {
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
    topics: () => listeners.size,
  }
}
