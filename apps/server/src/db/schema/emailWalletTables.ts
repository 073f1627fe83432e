import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import { projects } from './projectTables.js'

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
