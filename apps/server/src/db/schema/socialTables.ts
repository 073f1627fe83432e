import type { MessageParams } from '@airlock/protocol'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import { emailUsers } from './emailWalletTables.js'
import { projects } from './projectTables.js'

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
    /** For `FAILED`: the error's name and English message, for the frame and logs. */
    errorName: text('error_name'),
    errorMessage: text('error_message'),
    /** For `FAILED`: the error's `MessageCode` and its parameters, which the modal translates. */
    errorCode: text('error_code'),
    errorParams: jsonb('error_params').$type<MessageParams>(),
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
