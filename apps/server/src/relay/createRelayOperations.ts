import type { Logger } from '../createLogger.js'
import { RelayRpcError, relayErrorCodes } from '../errors/relay.js'
import type { TokenBuckets } from '../limits/tokenBuckets.js'
import type { RelayFanOut } from './createRelayFanOut.js'
import { type RelayMailbox, relayPageSize } from './createRelayMailbox.js'
import { relayMessageBytes, type StoredRelayMessage } from './createRelayStore.js'
import type { RelayOperations } from './handleRelayRequest.js'
import type { RelayBus } from './relayBus.js'
import type { RelayConnection } from './relayConnection.js'
import type { RelayLimits } from './relayLimits.js'
import { toRelayMessage } from './toRelayMessage.js'

export type CreateRelayOperationsParameters = {
  bus: Pick<RelayBus, 'publish'>
  mailbox: RelayMailbox
  fanOut: RelayFanOut
  limits: RelayLimits
  /** Where the publish budgets are counted: in memory, or in Redis for every replica. */
  buckets: TokenBuckets
  logger: Logger
}

/**
 * The relay's operations its JSON-RPC methods are made of (`handleRelayRequest`): subscribing
 * (with the per-connection topic limit), flushing the mailbox to a socket, publishing (with the
 * per-client and per-address message and byte budgets, acknowledged once stored and on the bus),
 * fetching and acknowledging.
 *
 * @param parameters - Bus, mailbox, fan-out, limits and logger.
 * @returns The operations.
 *
 * @example
 * import { createRelayOperations } from './relay/createRelayOperations.js'
 * const buckets = memoryTokenBuckets()
 * const operations = createRelayOperations({ bus, mailbox, fanOut, limits, buckets, logger })
 * await operations.publish(connection, [message])
 */
export function createRelayOperations({
  bus,
  mailbox,
  fanOut,
  limits,
  buckets,
  logger,
}: CreateRelayOperationsParameters): RelayOperations {
  // The budgets of one publish: per client id (its did:key) and per address.
  const budgets = (connection: RelayConnection, count: number, kind: 'messages' | 'bytes') => {
    const [perClient, perIp] =
      kind === 'messages'
        ? [limits.publishPerClient, limits.publishPerIp]
        : [limits.publishBytesPerClient, limits.publishBytesPerIp]
    return [
      { bucket: `relay-${kind}-client`, rate: perClient, key: connection.clientId, count },
      { bucket: `relay-${kind}-ip`, rate: perIp, key: connection.ip, count },
    ]
  }

  return {
    async subscribe(connection, topics) {
      const added = topics.filter((topic) => !connection.topics.has(topic))
      if (connection.topics.size + new Set(added).size > limits.maxTopicsPerConnection)
        throw new RelayRpcError({
          code: relayErrorCodes.tooManyRequests,
          message: `Too many topics: at most ${limits.maxTopicsPerConnection} per connection`,
        })
      // The bus first, the mailbox after (in `flush`): a message published in between arrives
      // on the bus, and `delivered` drops the second copy.
      await fanOut.listen(connection, topics)
      return topics.map((topic) => connection.topics.get(topic) as string)
    },
    unsubscribe: fanOut.unlisten,
    async flush(connection, topics) {
      let page = await mailbox.firstPage(connection.clientId, topics)
      for (let sent = 0; ; ) {
        for (const message of page) fanOut.deliver(connection, message)
        sent += page.length
        const after: StoredRelayMessage | undefined = page.at(-1)
        if (!after || page.length < relayPageSize || sent >= limits.maxFlushMessages) return
        if (connection.socket.readyState !== connection.socket.OPEN) return
        page = await mailbox.pending(connection.clientId, topics, { after, limit: relayPageSize })
      }
    },
    async publish(connection, messages) {
      const publishedAt = Date.now()
      const records = messages.map((message) =>
        toRelayMessage(connection.clientId, message, publishedAt),
      )
      const bytes = records.reduce((total, record) => total + relayMessageBytes(record), 0)
      const messageBudgets = budgets(connection, messages.length, 'messages')
      // Both budgets in one take (one Redis round trip with replicas). Refused: the message
      // budgets alone say which one ran out, and are spent when only the bytes were short, as
      // when they were taken first.
      if (!(await buckets([...messageBudgets, ...budgets(connection, bytes, 'bytes')])))
        throw new RelayRpcError({
          code: relayErrorCodes.tooManyRequests,
          message: (await buckets(messageBudgets))
            ? 'Too many bytes published: try again later'
            : 'Too many messages published: try again later',
        })
      // Acknowledged only once stored: a restart loses nothing the publisher was told is sent.
      const stored = await mailbox.save(records)
      if (stored === 'topicFull')
        throw new RelayRpcError({
          code: relayErrorCodes.tooManyRequests,
          message: `Mailbox full: at most ${limits.maxMessagesPerTopic} messages per topic, try again later`,
        })
      // Stored: this process's sockets on the topic get it now, the others through the bus.
      for (const record of records) fanOut.deliverHere(record)
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
      const found = await mailbox.pending(connection.clientId, topics, { limit: relayPageSize + 1 })
      // Not what this socket was already sent (`irn_subscription`, its answer still on the way):
      // the client would get it twice, and may handle both copies at once.
      const messages = found.filter(
        (message) =>
          !connection.delivered.has(message.id) &&
          !mailbox.isAcknowledging(connection.clientId, message.id),
      )
      return { messages: messages.slice(0, relayPageSize), hasMore: found.length > relayPageSize }
    },
    acknowledge(connection, messages) {
      for (const message of messages) {
        connection.delivered.set(message.id, message.expiresAt)
        mailbox.acknowledge({
          clientId: connection.clientId,
          messageId: message.id,
          expiresAt: message.expiresAt,
        })
      }
    },
  }
}
