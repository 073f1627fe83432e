import type { Transaction } from '@airlock/protocol'
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The Solana accounts the Solana indexer follows (`solana/createSolanaIndexer.ts`): an account is
 * followed from its first history request on, and kept up to date from then.
 */
export const solanaIndexedAccounts = pgTable(
  'solana_indexed_accounts',
  {
    /** `solana:<genesis-hash prefix>`. */
    caipNetworkId: text('caip_network_id').notNull(),
    address: text('address').notNull(),
    /** The newest signature indexed, or null before the account's first transaction. */
    newestSignature: text('newest_signature'),
    /** The highest `seq` given out for the account. */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.caipNetworkId, table.address] })],
)

/**
 * One Solana transaction as a history item of one account, classified when it was indexed
 * (send, receive, trade, execute; failed ones marked). `seq` orders an account's transactions
 * as the cluster does (higher is newer); `item` is null for one the history leaves out (spam or
 * points only).
 */
export const solanaAccountTransactions = pgTable(
  'solana_account_transactions',
  {
    caipNetworkId: text('caip_network_id').notNull(),
    address: text('address').notNull(),
    signature: text('signature').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    slot: bigint('slot', { mode: 'number' }).notNull(),
    operationType: text('operation_type'),
    item: jsonb('item').$type<Transaction>(),
  },
  (table) => [
    primaryKey({ columns: [table.caipNetworkId, table.address, table.signature] }),
    index('solana_account_transactions_history').on(table.caipNetworkId, table.address, table.seq),
  ],
)
