import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * The block indexer's progress per chain (`indexer/createIndexer.ts`): the next block to read.
 * Only the chain's indexer leader writes here and in the four tables below.
 */
export const indexerChains = pgTable('indexer_chains', {
  chainId: bigint('chain_id', { mode: 'number' }).primaryKey(),
  nextBlock: bigint('next_block', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Hashes of the latest indexed blocks, to notice a reorganised (or reset) chain. */
export const indexedBlocks = pgTable(
  'indexed_blocks',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.number] })],
)

/** Every indexed transaction. Addresses and hashes are lower-case hex. */
export const chainTransactions = pgTable(
  'chain_transactions',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    transactionIndex: integer('transaction_index').notNull(),
    from: text('from').notNull(),
    /** The called account, or the created contract. */
    to: text('to'),
    value: numeric('value', { precision: 78, scale: 0 }).notNull(),
    nonce: bigint('nonce', { mode: 'number' }).notNull(),
    /** `confirmed` or `failed` (reverted). */
    status: text('status').notNull(),
    minedAt: timestamp('mined_at', { withTimezone: true }).notNull(),
    /** It emitted a Uniswap V2 `Swap`: its sender's legs are one trade. */
    swap: boolean('swap').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.hash] }),
    index('chain_transactions_block').on(table.chainId, table.blockNumber),
  ],
)

/**
 * What moved in each transaction: native value (top-level and internal), ERC-20 and ERC-721
 * transfers (WETH deposits and withdrawals as mints and burns) and ERC-20 approvals. A failed
 * transaction keeps what it tried to send.
 */
export const chainTransfers = pgTable(
  'chain_transfers',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    /** Order within the transaction: 0 its own value, then logs, then internal calls. */
    position: integer('position').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    /** `native`, `erc20`, `erc721` or `approval`. */
    kind: text('kind').notNull(),
    /** The token contract; null for native value. */
    token: text('token'),
    /** For an approval, the owner. */
    from: text('from').notNull(),
    /** For an approval, the spender. */
    to: text('to').notNull(),
    /** Base units; null for an ERC-721 token. */
    amount: numeric('amount', { precision: 78, scale: 0 }),
    tokenId: numeric('token_id', { precision: 78, scale: 0 }),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.hash, table.position] }),
    index('chain_transfers_block').on(table.chainId, table.blockNumber),
    index('chain_transfers_nft_recipient')
      .on(table.chainId, table.to)
      .where(sql`${table.kind} = 'erc721'`),
  ],
)

/**
 * Which transactions concern which account, in history order: the sender, the called account and
 * every party to a transfer, except where all of an account's transfers in it are spam.
 */
export const accountTransactions = pgTable(
  'account_transactions',
  {
    address: text('address').notNull(),
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    minedAt: timestamp('mined_at', { withTimezone: true }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    transactionIndex: integer('transaction_index').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.address, table.chainId, table.hash] }),
    // Read backwards (newest first) from a row-wise `(mined_at, chain_id, …) < cursor`.
    index('account_transactions_history').on(
      table.address,
      table.minedAt,
      table.chainId,
      table.blockNumber,
      table.transactionIndex,
    ),
    index('account_transactions_block').on(table.chainId, table.blockNumber),
  ],
)
