import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The bundler's mempool and its history: one row per user operation the bundler accepted
 * (`eth_sendUserOperation`), kept after it is bundled so `eth_getUserOperationByHash` and
 * `eth_getUserOperationReceipt` answer from here. Pending rows survive a restart and are bundled
 * by the next bundler to run. Big numbers are decimal strings (uint256 does not fit a bigint).
 */
export const bundlerUserOperations = pgTable(
  'bundler_user_operations',
  {
    /** The ERC-4337 user operation hash (EntryPoint v0.8: EIP-712), 0x-hex. */
    hash: text('hash').primaryKey(),
    chainId: integer('chain_id').notNull(),
    entryPoint: text('entry_point').notNull(),
    /** Lower-case, so one sender's operations are found whatever the case they came in. */
    sender: text('sender').notNull(),
    /** Decimal: key (192 bits) and sequence (64 bits) together. */
    nonce: text('nonce').notNull(),
    /** The operation as ERC-7769 JSON (hex quantities), as received. */
    userOperation: jsonb('user_operation').$type<Record<string, unknown>>().notNull(),
    maxFeePerGas: text('max_fee_per_gas').notNull(),
    maxPriorityFeePerGas: text('max_priority_fee_per_gas').notNull(),
    /** pending → submitted → included | failed; or replaced (by a higher fee) or dropped. */
    status: text('status').$type<BundlerOperationStatus>().notNull(),
    /** Why it was dropped or failed. */
    reason: text('reason'),
    transactionHash: text('transaction_hash'),
    blockHash: text('block_hash'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    /** ERC-7769's receipt object, once included. */
    receipt: jsonb('receipt').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('bundler_user_operations_pending').on(table.chainId, table.status, table.createdAt),
    index('bundler_user_operations_sender').on(table.chainId, table.sender, table.nonce),
  ],
)

export type BundlerOperationStatus =
  | 'pending'
  | 'submitted'
  | 'included'
  | 'failed'
  | 'replaced'
  | 'dropped'

/**
 * What the paymaster signed to sponsor, per project, chain, sender and UTC day: the gas limits of
 * each operation it signed (an upper bound of what it pays), summed against the project's
 * `sponsorshipDailyGas`.
 */
export const paymasterSponsorships = pgTable(
  'paymaster_sponsorships',
  {
    /** The user operation hash the signature covers. */
    hash: text('hash').primaryKey(),
    projectId: text('project_id').notNull(),
    chainId: integer('chain_id').notNull(),
    /** Lower-case. */
    sender: text('sender').notNull(),
    /** `YYYY-MM-DD`, UTC. */
    day: text('day').notNull(),
    gas: bigint('gas', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('paymaster_sponsorships_budget').on(
      table.projectId,
      table.chainId,
      table.sender,
      table.day,
    ),
  ],
)
