import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import { projects } from './projectTables.js'

/**
 * Sign-in nonces handed out by `GET /auth/v1/nonce`. A nonce works once (`consumed_at`), for its
 * project only, with the token issued beside it, until `expires_at`; rows are swept an hour later.
 */
export const authNonces = pgTable(
  'auth_nonces',
  {
    nonce: text('nonce').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the token that binds the nonce to its client; the token is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('auth_nonces_expires_at').on(table.expiresAt)],
)

/**
 * Signed-in sessions (`POST /auth/v1/authenticate`): what was signed and by whom. The session
 * token is stored only as its sha256; a session ends at `expires_at` or when `revoked_at` is set.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** EIP-55 checksummed. */
    address: text('address').notNull(),
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    /** Sign In With Solana: the cluster's CAIP-2 id (`chain_id` is then 0). Null on EVM. */
    solanaCluster: text('solana_cluster'),
    domain: text('domain').notNull(),
    nonce: text('nonce').notNull(),
    /** The EIP-4361 message as signed, and the signature (hex). */
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    /** The client's own view of the message fields, as it sent them. */
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('auth_sessions_token_hash').on(table.tokenHash),
    index('auth_sessions_project_address').on(table.projectId, table.address),
    index('auth_sessions_expires_at').on(table.expiresAt),
  ],
)

/** Per project and signed-in address: the small JSON blob of `PUT /auth/v1/account-metadata`. */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** EIP-55 checksummed. */
    address: text('address').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.address] })],
)
