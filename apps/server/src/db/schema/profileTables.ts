import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Names registered under the operator's zone (`POST /v1/profile/account`), one row per name: its
 * owner's address for one coin type (ENSIP-11), its attributes (ENS text records) and the newest
 * signed message's timestamp, so no message is accepted twice. An address's primary name is its
 * newest; the gateway answers reverse lookups with it.
 */
export const profileNames = pgTable(
  'profile_names',
  {
    /** ENSIP-15 normalised, with the zone: `alice.airlock.test`. */
    name: text('name').primaryKey(),
    /** EIP-55 checksummed. */
    address: text('address').notNull(),
    coinType: bigint('coin_type', { mode: 'number' }).notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    /** The `timestamp` (unix seconds) of the newest message accepted for this name. */
    signedAt: bigint('signed_at', { mode: 'number' }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('profile_names_address').on(table.address, table.registeredAt)],
)
