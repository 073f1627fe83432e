import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * Every change an operator made through the admin API or the CLI: who (`actor`), what (`action`
 * on `target`, such as `project.update` on a project id), and the record before and after.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [index('admin_audit_target').on(table.target, table.id)],
)

/**
 * The console's admin accounts: `owner` may change everything, `viewer` only reads. The password
 * is kept only as an argon2id hash (PHC string); an account with passkeys alone has none. Five
 * wrong passwords in a row lock the account until `lockedUntil`.
 */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The sign-in name, lower-cased. */
    name: text('name').notNull(),
    role: text('role').$type<'owner' | 'viewer'>().notNull(),
    passwordHash: text('password_hash'),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('admin_users_name').on(table.name)],
)

/**
 * Console sessions: the cookie's 256-bit token kept only as its sha256, replaced (rotated) while
 * in use; the CSRF token the console sends back in a header with every change.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('admin_sessions_user').on(table.userId)],
)

/** One-time setup links (`npm start`, `airlock admin create`): the token's sha256, single use. */
export const adminSetupTokens = pgTable('admin_setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  role: text('role').$type<'owner' | 'viewer'>().notNull(),
  createdBy: text('created_by').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

/** Admins' passkeys (WebAuthn credentials), by the credential id (base64url). */
export const adminPasskeys = pgTable(
  'admin_passkeys',
  {
    credentialId: text('credential_id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: jsonb('transports').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_passkeys_user').on(table.userId)],
)

/** WebAuthn challenges in flight, bound to the browser by a cookie token (its sha256), 5 min. */
export const adminChallenges = pgTable('admin_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  challenge: text('challenge').notNull(),
  /** Set for a registration (the signed-in admin); null for a sign-in. */
  userId: bigint('user_id', { mode: 'number' }).references(() => adminUsers.id, {
    onDelete: 'cascade',
  }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
