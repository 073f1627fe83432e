import type { Logger } from '../createLogger.js'
import type { Database } from '../db/createDatabase.js'
import { createBatcher } from './createBatcher.js'
import {
  createRelayStore,
  type RelayAck,
  type RelayMessage,
  type RelayStore,
  relayMessageBytes,
  type StoredRelayMessage,
} from './createRelayStore.js'
import type { RelayLimits } from './relayLimits.js'

/** How many mailbox messages one read hands back: a flush, a fetch or a catch-up page. */
export const relayPageSize = 500

export type RelayMailbox = {
  /**
   * Stores one publish's messages (grouped with other publishes into one statement): the ids
   * stored (a retried id is stored once), or `'topicFull'` when a topic's mailbox is full.
   */
  save(records: RelayMessage[]): Promise<Set<string> | 'topicFull'>
  /** Stores that the client has the message; until stored, `isAcknowledging` is true for it. */
  acknowledge(ack: RelayAck): void
  /** Whether an ack of the client for the message is waiting to be stored. */
  isAcknowledging(clientId: string, messageId: string): boolean
  /** The first page of what the client has not acknowledged on the topics. */
  firstPage(clientId: string, topics: readonly string[]): Promise<StoredRelayMessage[]>
  /** A page (`after` the last one) of what the client has not acknowledged. */
  pending: RelayStore['pending']
  /** Messages published on the topics since a time, in pages. */
  publishedSince: RelayStore['publishedSince']
  /** Deletes expired rows and counts the mailbox's bytes afresh; never throws. */
  sweep(now: number): Promise<void>
  /** Waits for every save and ack handed in so far. */
  drain(): Promise<void>
}

export type CreateRelayMailboxParameters = {
  /** The server's database, migrated: the mailbox lives in `relay_messages` and `relay_acks`. */
  db: Database
  limits: Pick<RelayLimits, 'maxMailboxBytes' | 'maxMessagesPerTopic'>
  logger: Logger
}

/**
 * The relay's mailbox: what was published, kept until its TTL for clients that subscribe later,
 * until each acknowledged it. Writes are group commits (under load one statement stores many
 * publishes, acks or first-page reads); the mailbox is capped per topic and in bytes, evicting
 * the oldest messages when full.
 *
 * @param parameters - Database, limits and logger.
 * @returns Saving, acknowledging, reading pages, sweeping and draining.
 *
 * @example
 * import { createRelayMailbox } from './relay/createRelayMailbox.js'
 * const mailbox = createRelayMailbox({ db, limits, logger })
 * const stored = await mailbox.save(records)
 */
export function createRelayMailbox({
  db,
  limits,
  logger,
}: CreateRelayMailboxParameters): RelayMailbox {
  const store = createRelayStore(db)
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
  // What this process stored since the last count.
  function counted(records: RelayMessage[], stored: Set<string>) {
    const storedBytes = records
      .filter((record) => stored.has(record.id))
      .reduce((total, record) => total + relayMessageBytes(record), 0)
    mailboxBytes = (mailboxBytes ?? 0) + storedBytes
    storedSinceCount += storedBytes
  }
  // A publish whose topic's mailbox is full is refused whole; the others are stored together.
  const saves = createBatcher({
    run: async (batches: RelayMessage[][]): Promise<(Set<string> | 'topicFull')[]> => {
      const now = Date.now()
      const all = batches.flat()
      // Usually every topic has room: the count and the insert are then one statement.
      await makeRoom(
        all.reduce((total, record) => total + relayMessageBytes(record), 0),
        now,
      )
      const tried = await store.saveIfRoom(all, { maxPerTopic: limits.maxMessagesPerTopic, now })
      if ('stored' in tried) {
        counted(all, tried.stored)
        return batches.map(() => tried.stored)
      }
      // Some topic is full: the publishes that still fit, in order, from the same counts.
      const { counts } = tried
      const accepted = batches.map((batch) => {
        const added = new Map<string, number>()
        for (const message of batch) added.set(message.topic, (added.get(message.topic) ?? 0) + 1)
        for (const [topic, count] of added)
          if ((counts.get(topic) ?? 0) + count > limits.maxMessagesPerTopic) return false
        for (const [topic, count] of added) counts.set(topic, (counts.get(topic) ?? 0) + count)
        return true
      })
      const records = batches.filter((_, index) => accepted[index]).flat()
      const stored = await store.save(records)
      counted(records, stored)
      return accepted.map((ok) => (ok ? stored : 'topicFull'))
    },
    // A publish waits on its batch: one arriving while a batch is being committed starts in a
    // second one at once rather than after it (answers keep their order).
    concurrency: 2,
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
      store.pendingMany(requests, { limit: relayPageSize }),
    maxItems: 200,
  })
  const acksBeingStored = new Set<string>()

  return {
    save: (records) => saves.add(records),
    acknowledge(ack) {
      const key = `${ack.clientId} ${ack.messageId}`
      // Until the batch is stored, the mailbox would still hand it to a reconnecting client.
      acksBeingStored.add(key)
      acks
        .add(ack)
        .catch((error: unknown) => logger.error({ err: error }, 'relay ack not stored'))
        .finally(() => acksBeingStored.delete(key))
    },
    isAcknowledging: (clientId, messageId) => acksBeingStored.has(`${clientId} ${messageId}`),
    firstPage: (clientId, topics) => firstPages.add({ clientId, topics }),
    pending: store.pending,
    publishedSince: store.publishedSince,
    sweep: (now) =>
      store
        .sweep(now)
        .then(async (swept) => {
          if (swept.messages > 0) logger.debug(swept, 'relay mailbox swept')
          // Counted afresh: what expired here and what other replicas stored.
          mailboxBytes = await store.size()
          storedSinceCount = 0
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'relay mailbox sweep failed')),
    async drain() {
      await saves.drain()
      await acks.drain()
    },
  }
}
