import { and, asc, count, eq, gt, gte, inArray, lte, ne, notExists, sql } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { relayAcks, relayMessages } from '../db/schema.js'

/** A published message as the relay keeps and forwards it. Times are Unix milliseconds. */
export type RelayMessage = Omit<typeof relayMessages.$inferSelect, 'seq'>

/** A message read back from the mailbox, with its place in the arrival order. */
export type StoredRelayMessage = typeof relayMessages.$inferSelect

/** That a client acknowledged a message (kept until the message expires). */
export type RelayAck = typeof relayAcks.$inferSelect

export type PendingRelayMessagesParameters = {
  /** Only messages that arrived after this one. */
  after?: { seq: number } | undefined
  /** At most this many. */
  limit: number
  /** Defaults to `Date.now()`. */
  now?: number
}

/** The relay's durable mailbox, in the server's database (PGlite or Postgres). */
export type RelayStore = {
  /** Stores messages; answers the ids that were not stored already (a retried publish is not). */
  save(messages: readonly RelayMessage[]): Promise<Set<string>>
  /**
   * `save` if every topic of `messages` still has room for them (at most `maxPerTopic` unexpired
   * messages), in one statement with the count: `{ stored }`; else nothing is stored and the
   * counts by topic (`countByTopic`'s, from the same snapshot) come back, `{ counts }`.
   */
  saveIfRoom(
    messages: readonly RelayMessage[],
    parameters: { maxPerTopic: number; now?: number },
  ): Promise<{ stored: Set<string> } | { counts: Map<string, number> }>
  /**
   * The unexpired messages on `topics` that `clientId` neither published nor acknowledged, in
   * the order they arrived.
   */
  pending(
    clientId: string,
    topics: readonly string[],
    parameters: PendingRelayMessagesParameters,
  ): Promise<StoredRelayMessage[]>
  /**
   * `pending` for many clients at once, in one statement (a relay restart brings every client
   * back within seconds): the first `limit` messages of each request, in request order.
   */
  pendingMany(
    requests: readonly { clientId: string; topics: readonly string[] }[],
    parameters: Omit<PendingRelayMessagesParameters, 'after'>,
  ): Promise<StoredRelayMessage[][]>
  /** Records acknowledgements; repeating one changes nothing. */
  acknowledge(acks: readonly RelayAck[]): Promise<void>
  /** Deletes expired messages and acknowledgements; answers how many of each. */
  sweep(now?: number): Promise<{ messages: number; acks: number }>
  /**
   * The unexpired messages on `topics` published at or after `since` (Unix ms), in arrival
   * order: what a process may have missed on its bus while it was away.
   */
  publishedSince(
    topics: readonly string[],
    parameters: PendingRelayMessagesParameters & { since: number },
  ): Promise<StoredRelayMessage[]>
  /** How many unexpired messages each of `topics` holds (topics with none are left out). */
  countByTopic(topics: readonly string[], now?: number): Promise<Map<string, number>>
  /** The mailbox's size in bytes, as `relayMessageBytes` counts them. */
  size(): Promise<number>
  /**
   * Deletes messages until `bytes` are freed: expired ones first, then the oldest. Answers how
   * many messages and bytes went.
   */
  evict(bytes: number, now?: number): Promise<{ messages: number; bytes: number }>
}

/**
 * The bytes one message takes in the mailbox, as the quotas count them: its envelope, attestation,
 * topic, id and publisher (the row's variable-length fields).
 *
 * @example
 * relayMessageBytes({ id, topic, message, attestation: null, publisher }) // 1290
 */
export function relayMessageBytes(
  message: Pick<RelayMessage, 'id' | 'topic' | 'message' | 'attestation' | 'publisher'>,
): number {
  return (
    Buffer.byteLength(message.message) +
    Buffer.byteLength(message.attestation ?? '') +
    Buffer.byteLength(message.topic) +
    Buffer.byteLength(message.id) +
    Buffer.byteLength(message.publisher)
  )
}

// The same count in SQL, over `relay_messages`.
const rowBytes = sql`(octet_length(${relayMessages.message}) + coalesce(octet_length(${relayMessages.attestation}), 0) + octet_length(${relayMessages.topic}) + octet_length(${relayMessages.id}) + octet_length(${relayMessages.publisher}))`

/**
 * Creates the relay's mailbox over the server's database: `relay_messages` holds every message
 * until its TTL, `relay_acks` which client acknowledged which message. Every method is one
 * statement, so a batch is stored whole or not at all.
 *
 * @param db - From `createDatabase`, migrated.
 * @returns `save`, `pending`, `acknowledge`, `sweep`, and what the quotas and the bus's catch-up
 * read and delete.
 *
 * @example
 * import { createRelayStore } from './createRelayStore.js'
 * const store = createRelayStore(database.db)
 * const messages = await store.pending(clientId, [topic], { limit: 500 })
 */
export function createRelayStore(db: Database): RelayStore {
  return {
    async save(messages) {
      if (messages.length === 0) return new Set()
      const rows = await db
        .insert(relayMessages)
        .values([...new Map(messages.map((message) => [message.id, message])).values()])
        .onConflictDoNothing()
        .returning({ id: relayMessages.id })
      return new Set(rows.map((row) => row.id))
    },
    async saveIfRoom(messages, { maxPerTopic, now = Date.now() }) {
      if (messages.length === 0) return { stored: new Set() }
      const added = new Map<string, number>()
      for (const message of messages) added.set(message.topic, (added.get(message.topic) ?? 0) + 1)
      const rows = [...new Map(messages.map((message) => [message.id, message])).values()].map(
        (message, order) => ({ ...message, order }),
      )
      // One round trip for the count and the insert (a publish waits on it). `order` keeps the
      // arrival order in `seq`, as `save`'s VALUES list does.
      const result = await db.execute(sql`
        with counts as (
          select ${relayMessages.topic} as topic, count(*) as n from ${relayMessages}
          where ${inArray(relayMessages.topic, [...added.keys()])}
            and ${relayMessages.expiresAt} > ${now}
          group by ${relayMessages.topic}
        ),
        fits as (
          select not exists (
            select 1 from json_each_text(${JSON.stringify(Object.fromEntries(added))}::json) a
            left join counts c on c.topic = a.key
            where coalesce(c.n, 0) + a.value::int > ${maxPerTopic}
          ) as ok
        ),
        inserted as (
          insert into ${relayMessages} (id, topic, message, tag, prompt, attestation, publisher, published_at, expires_at)
          select r.id, r.topic, r.message, r.tag, r.prompt, r.attestation, r.publisher, r."publishedAt", r."expiresAt"
          from json_to_recordset(${JSON.stringify(rows)}::json) as r(
            id text, topic text, message text, tag int, prompt boolean, attestation text,
            publisher text, "publishedAt" bigint, "expiresAt" bigint, "order" int
          )
          where (select ok from fits)
          order by r."order"
          on conflict do nothing
          returning id
        )
        select (select ok from fits) as ok,
          (select coalesce(json_agg(id), '[]'::json) from inserted) as ids,
          (select coalesce(json_object_agg(topic, n), '{}'::json) from counts) as counts`)
      const [row] = (
        result as unknown as {
          rows: { ok: boolean; ids: string[]; counts: Record<string, number | string> }[]
        }
      ).rows
      if (row?.ok) return { stored: new Set(row.ids) }
      return {
        counts: new Map(Object.entries(row?.counts ?? {}).map(([topic, n]) => [topic, Number(n)])),
      }
    },
    pending(clientId, topics, { after, limit, now = Date.now() }) {
      if (topics.length === 0) return Promise.resolve([])
      const acked = db
        .select({ one: sql`1` })
        .from(relayAcks)
        .where(and(eq(relayAcks.messageId, relayMessages.id), eq(relayAcks.clientId, clientId)))
      return db
        .select()
        .from(relayMessages)
        .where(
          and(
            inArray(relayMessages.topic, [...topics]),
            gt(relayMessages.expiresAt, now),
            ne(relayMessages.publisher, clientId),
            notExists(acked),
            after ? gt(relayMessages.seq, after.seq) : undefined,
          ),
        )
        .orderBy(asc(relayMessages.seq))
        .limit(limit)
    },
    async pendingMany(requests, { limit, now = Date.now() }) {
      const rows = requests.flatMap((request, index) =>
        [...new Set(request.topics)].map((topic) => ({ i: index, c: request.clientId, t: topic })),
      )
      const found: StoredRelayMessage[][] = requests.map(() => [])
      if (rows.length === 0) return found
      // One JSON parameter, whatever the number of requests (a bind list would hit the limit).
      const result = await db.execute(sql`
        select * from (
          select r.i, m.*, row_number() over (partition by r.i order by m.seq) as n
          from json_to_recordset(${JSON.stringify(rows)}::json) as r(i int, c text, t text)
          join ${relayMessages} m on m.topic = r.t
          where m.expires_at > ${now}
            and m.publisher <> r.c
            and not exists (
              select 1 from ${relayAcks} a where a.message_id = m.id and a.client_id = r.c
            )
        ) pending
        where n <= ${limit}
        order by i, seq`)
      for (const row of (result as unknown as { rows: Record<string, unknown>[] }).rows)
        found[Number(row.i)]?.push({
          id: String(row.id),
          topic: String(row.topic),
          message: String(row.message),
          tag: Number(row.tag),
          prompt: Boolean(row.prompt),
          attestation: row.attestation === null ? null : String(row.attestation),
          publisher: String(row.publisher),
          // bigint columns: strings from node-postgres.
          publishedAt: Number(row.published_at),
          expiresAt: Number(row.expires_at),
          seq: Number(row.seq),
        })
      return found
    },
    async acknowledge(acks) {
      if (acks.length === 0) return
      // One JSON parameter: drizzle's `values()` takes ~30 µs of the event loop per row to build
      // (a 2,000-ack batch held it ~60 ms), this takes a JSON.stringify. Committed without
      // waiting for the disk (`synchronous_commit = off`): only a database crash in the next
      // fraction of a second could lose them, and a lost ack is one more delivery, which clients
      // ignore; the publishes' commits then share the disk's flushes with no acks.
      await db.transaction(async (transaction) => {
        await transaction.execute(sql`set local synchronous_commit = off`)
        await transaction.execute(sql`
          insert into ${relayAcks} (client_id, message_id, expires_at)
          select a."clientId", a."messageId", a."expiresAt"
          from json_to_recordset(${JSON.stringify(acks)}::json)
            as a("clientId" text, "messageId" text, "expiresAt" bigint)
          on conflict do nothing`)
      })
    },
    async sweep(now = Date.now()) {
      const messages = await db
        .delete(relayMessages)
        .where(lte(relayMessages.expiresAt, now))
        .returning({ id: relayMessages.id })
      const acks = await db
        .delete(relayAcks)
        .where(lte(relayAcks.expiresAt, now))
        .returning({ id: relayAcks.messageId })
      return { messages: messages.length, acks: acks.length }
    },
    publishedSince(topics, { since, after, limit, now = Date.now() }) {
      if (topics.length === 0) return Promise.resolve([])
      return db
        .select()
        .from(relayMessages)
        .where(
          and(
            inArray(relayMessages.topic, [...topics]),
            gte(relayMessages.publishedAt, since),
            gt(relayMessages.expiresAt, now),
            after ? gt(relayMessages.seq, after.seq) : undefined,
          ),
        )
        .orderBy(asc(relayMessages.seq))
        .limit(limit)
    },
    async countByTopic(topics, now = Date.now()) {
      if (topics.length === 0) return new Map()
      const rows = await db
        .select({ topic: relayMessages.topic, count: count() })
        .from(relayMessages)
        .where(and(inArray(relayMessages.topic, [...topics]), gt(relayMessages.expiresAt, now)))
        .groupBy(relayMessages.topic)
      return new Map(rows.map((row) => [row.topic, Number(row.count)]))
    },
    async size() {
      const [row] = await db
        .select({ bytes: sql<string | number | null>`sum(${rowBytes})` })
        .from(relayMessages)
      return Number(row?.bytes ?? 0)
    },
    async evict(bytes, now = Date.now()) {
      if (bytes <= 0) return { messages: 0, bytes: 0 }
      // Expired first (false sorts before true), then by arrival: a running total says where to stop.
      const result = await db.execute(sql`
        delete from ${relayMessages} where ${relayMessages.id} in (
          select id from (
            select id, ${rowBytes} as bytes, sum(${rowBytes}) over (
              order by (${relayMessages.expiresAt} > ${now}), ${relayMessages.seq}
              rows between unbounded preceding and current row
            ) as running
            from ${relayMessages}
          ) ranked
          where running - bytes < ${bytes}
        )
        returning ${rowBytes} as bytes`)
      const rows = (result as unknown as { rows: { bytes: string | number }[] }).rows
      return {
        messages: rows.length,
        bytes: rows.reduce((total, row) => total + Number(row.bytes), 0),
      }
    },
  }
}
