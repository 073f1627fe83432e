import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * A project: one dapp that embeds the modal. Its id is the `projectId` the client sends on every
 * call; its allowed origins gate the API, relay and embedded wallet.
 */
export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  features: jsonb('features').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  theme: jsonb('theme').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The wallet catalogue behind `GET /getWallets`: the bundled list, replaced or extended by
 * `airlock catalogue import`. `data` holds the wire fields of `Wallet` (`@airlock/protocol`).
 */
export const wallets = pgTable('wallets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  order: integer('order').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  /** Where the entry came from: `bundled` or the file name of an import. */
  source: text('source').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Usage events and error reports received on `POST /e`, with the project and origin they came from. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    origin: text('origin'),
    type: text('type').notNull(),
    event: text('event').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('analytics_events_project_event_id').on(table.projectId, table.eventId),
    index('analytics_events_project_received_at').on(table.projectId, table.receivedAt),
  ],
)

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

/**
 * E-mail wallet users (`/auth/v1/email/*`): one per e-mail address, lower-cased, across projects
 * (the same person gets the same wallet in every dapp of this server). Created by their first
 * successful code, or by a social login (`social_identities`): such a user has no e-mail (null)
 * until one is linked.
 */
export const emailUsers = pgTable(
  'email_users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('email_users_email').on(table.email)],
)

/**
 * Devices on which a user completed a login: the sha256 of the secure origin's device id. A login
 * from any other device of a known user needs the e-mailed approval link first.
 */
export const emailDevices = pgTable(
  'email_devices',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => emailUsers.id, { onDelete: 'cascade' }),
    deviceIdHash: text('device_id_hash').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceIdHash] })],
)

/**
 * Each user's wallet, registered once: its address and two of its three shares, never in the
 * clear. The auth share is under a per-user data key (AES-256-GCM), which the KEK wraps; the
 * recovery share arrives sealed to the secure origin's recovery key (which the server does not
 * have) and is kept under the same data key. Each is base64 of nonce ‖ ciphertext ‖ tag.
 */
export const emailWallets = pgTable(
  'email_wallets',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => emailUsers.id, { onDelete: 'cascade' }),
    /** EIP-55 checksummed. */
    address: text('address').notNull(),
    authShare: text('auth_share').notNull(),
    wrappedDataKey: text('wrapped_data_key').notNull(),
    recoveryShare: text('recovery_share').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** sha256 of the lock link's token in the newest recovery notice; null when none is live. */
    lockTokenHash: text('lock_token_hash'),
    /** Set by the lock link: no recovery on a new device while set. */
    recoveryLockedAt: timestamp('recovery_locked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_wallets_address').on(table.address),
    uniqueIndex('email_wallets_lock_token_hash').on(table.lockTokenHash),
  ],
)

/**
 * Logins in progress (`POST /auth/v1/email/start`), bound to the browser by a cookie whose token
 * is stored only as its sha256. The code is stored only as an HMAC under a server key, bound to
 * the attempt's id. An attempt ends when it logs in (`consumed_at`), after 5 wrong codes
 * (`burned_at`), when the browser starts a newer one (`replaced_at`) or at `expires_at`.
 */
export const emailLoginAttempts = pgTable(
  'email_login_attempts',
  {
    /** Random; the code's HMAC is bound to it. */
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** Lower-cased. The user need not exist yet. */
    email: text('email').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The dapp origin the e-mail named, if the secure origin gave one. */
    dappOrigin: text('dapp_origin'),
    deviceIdHash: text('device_id_hash'),
    /** sha256 of the device-approval link's token; null when no approval is needed. */
    approvalTokenHash: text('approval_token_hash'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** HMAC of the code; null until one is sent (after the approval, when one is needed). */
    codeHash: text('code_hash'),
    failedTries: integer('failed_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The link's expiry until approval, then the code's. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    burnedAt: timestamp('burned_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /**
     * What the code is for: `login` (`/verify`) or `recovery` (`/wallet/recovery-share`). A code
     * of one purpose is never accepted for the other (its HMAC is bound to the purpose too).
     */
    purpose: text('purpose', { enum: ['login', 'recovery'] })
      .notNull()
      .default('login'),
    /** For a recovery code: the session that asked for it, the only one that may use it. */
    sessionId: bigint('session_id', { mode: 'number' }),
  },
  (table) => [
    index('email_login_attempts_session_id').on(table.sessionId),
    uniqueIndex('email_login_attempts_token_hash').on(table.tokenHash),
    uniqueIndex('email_login_attempts_approval_token_hash').on(table.approvalTokenHash),
    index('email_login_attempts_expires_at').on(table.expiresAt),
  ],
)

/**
 * E-mail wallet sessions for the secure origin: the cookie's 256-bit token stored only as its
 * sha256. A session ends at `expires_at` (absolute), after `last_used_at` plus the idle limit, or
 * when `revoked_at` is set (sign-out, or a newer login in the same browser).
 */
export const emailSessions = pgTable(
  'email_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => emailUsers.id, { onDelete: 'cascade' }),
    deviceIdHash: text('device_id_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_sessions_token_hash').on(table.tokenHash),
    index('email_sessions_user_id').on(table.userId),
    index('email_sessions_expires_at').on(table.expiresAt),
  ],
)

/**
 * E-mail changes in progress (`POST /auth/v1/email/update-email/start`), bound to the session that
 * asked: a code to the current address, then one to the new address; the change applies only
 * once both are confirmed. Codes are stored as HMACs bound to the change's id.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => emailUsers.id, { onDelete: 'cascade' }),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => emailSessions.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    newEmail: text('new_email').notNull(),
    primaryCodeHash: text('primary_code_hash').notNull(),
    secondaryCodeHash: text('secondary_code_hash').notNull(),
    primaryVerifiedAt: timestamp('primary_verified_at', { withTimezone: true }),
    failedTries: integer('failed_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    burnedAt: timestamp('burned_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [index('email_changes_session_id').on(table.sessionId)],
)

/**
 * When a login code or link was last e-mailed to an address (known or not, so the cooldown tells
 * nothing about accounts): the server-side resend cooldown. E-mail changes have their own, per
 * user (`email_changes.created_at`).
 */
export const emailThrottles = pgTable('email_throttles', {
  email: text('email').primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
})

/** Wrong codes per address, for the per-account limit (10 an hour). */
export const emailCodeFailures = pgTable(
  'email_code_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    // The client that sent the wrong code (its IP address, as the per-IP limits count it): an
    // address is locked for that client only, so nobody can lock its owner out.
    client: text('client').notNull().default(''),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('email_code_failures_email_failed_at').on(table.email, table.failedAt)],
)

/**
 * Social accounts that log in to a wallet (`/auth/v1/social/*`): one per provider and subject, the
 * provider's own stable id for the person. The e-mail is the provider's, kept with whether the
 * provider vouched for it; it is not a login of its own.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `google`, `github`, … or an operator's OpenID Connect provider. */
    provider: text('provider').notNull(),
    /** The provider's subject (`sub`, or the user id of a plain OAuth 2.0 provider). */
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => emailUsers.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    username: text('username'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('social_identities_provider_subject').on(table.provider, table.subject),
    index('social_identities_user_id').on(table.userId),
  ],
)

/**
 * Social logins in progress (`POST /auth/v1/social/start` to the provider's callback), bound to the
 * browser by a cookie whose token is stored only as its sha256, and to the provider's answer by
 * `state` and `nonce`, stored only as their sha256 too. The PKCE verifier is not stored: it is
 * derived from the cookie's token under a server key. Single use: `used_at` is set when the
 * callback claims the attempt, before anything else happens; `status` says how it ended.
 */
export const socialLoginAttempts = pgTable(
  'social_login_attempts',
  {
    /** Random; public (the callback page names it to the frame). */
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    stateHash: text('state_hash').notNull(),
    nonceHash: text('nonce_hash').notNull(),
    provider: text('provider').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    dappOrigin: text('dapp_origin'),
    deviceIdHash: text('device_id_hash'),
    /** Set when a logged-in wallet links another social account: the wallet's user. */
    linkUserId: bigint('link_user_id', { mode: 'number' }).references(() => emailUsers.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** `CONNECTED`, `VERIFY_OTP`, `LINKED` or `FAILED` once the callback is done. */
    status: text('status'),
    /** For `FAILED`: the error's name and message, for the frame. */
    errorName: text('error_name'),
    errorMessage: text('error_message'),
    /** The identity that logged in or was linked. */
    identityId: bigint('identity_id', { mode: 'number' }).references(() => socialIdentities.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('social_login_attempts_token_hash').on(table.tokenHash),
    uniqueIndex('social_login_attempts_state_hash').on(table.stateHash),
    index('social_login_attempts_expires_at').on(table.expiresAt),
  ],
)

/**
 * The first link of a social account to an existing e-mail wallet (the provider's verified e-mail
 * is the wallet's), waiting for the code e-mailed to that address: the identity is written only
 * once the code is right. The code is stored as an HMAC bound to the attempt, like a login code.
 */
export const socialLinkCodes = pgTable('social_link_codes', {
  attemptId: text('attempt_id')
    .primaryKey()
    .references(() => socialLoginAttempts.id, { onDelete: 'cascade' }),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => emailUsers.id, { onDelete: 'cascade' }),
  /** The wallet's e-mail, where the code went. */
  email: text('email').notNull(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  username: text('username'),
  codeHash: text('code_hash').notNull(),
  failedTries: integer('failed_tries').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  burnedAt: timestamp('burned_at', { withTimezone: true }),
})
