import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * The relay's mailbox: every message published on a topic, kept until `expires_at` so that
 * subscribers who were offline get it when they (re)subscribe. `id` is sha256(topic ‖ message),
 * so a publish the client retries is stored once. Times are Unix milliseconds.
 */
export const relayMessages = pgTable(
  'relay_messages',
  {
    id: text('id').primaryKey(),
    topic: text('topic').notNull(),
    /** The client's end-to-end encrypted envelope (base64); the relay cannot read it. */
    message: text('message').notNull(),
    tag: integer('tag').notNull(),
    prompt: boolean('prompt').notNull().default(false),
    attestation: text('attestation'),
    /** The publishing client's id (its JWT `iss` did:key): never delivered back to it. */
    publisher: text('publisher').notNull(),
    publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    /** Arrival order: the mailbox hands messages out in it (a batch shares one `publishedAt`). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('relay_messages_topic_seq').on(table.topic, table.seq),
    index('relay_messages_expires_at').on(table.expiresAt),
  ],
)

/**
 * Which client acknowledged which mailbox message (its `true` answer to `irn_subscription`):
 * such a message is never delivered to that client again. Kept until the message expires.
 */
export const relayAcks = pgTable(
  'relay_acks',
  {
    clientId: text('client_id').notNull(),
    messageId: text('message_id').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.clientId] }),
    index('relay_acks_expires_at').on(table.expiresAt),
  ],
)

/**
 * The relay's figures, sampled once a minute by every server replica into its own rows (`replica`
 * is a random id per process), so the console shows the sum of all replicas whichever one it
 * asks. Rows older than the retention window are deleted as new ones are written.
 */
export const relaySamples = pgTable(
  'relay_samples',
  {
    replica: text('replica').notNull(),
    /** When the sample was taken. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The replica's open sockets at that moment. */
    sockets: integer('sockets').notNull(),
    /** Frames in and out since the replica's previous sample, scaled to a full minute. */
    messagesPerMinute: integer('messages_per_minute').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.replica, table.at] }),
    index('relay_samples_at').on(table.at),
  ],
)
