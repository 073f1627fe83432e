import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The Farcaster connect relay's channels (`/v1/channel*`): one Sign In With Farcaster request
 * between the app that asked (it holds the channel token) and the Farcaster app that answers. The
 * token is stored only as its sha256. A channel expires (`expires_at`), is completed once
 * (`completed_at`, with the signed message and who signed it) and is closed once its completed
 * status has been read (`closed_at`): single use, shared by every replica through the database.
 */
export const farcasterChannels = pgTable(
  'farcaster_channels',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The project that opened it (`projectId`), when one was named. */
    projectId: text('project_id'),
    nonce: text('nonce').notNull(),
    siweUri: text('siwe_uri').notNull(),
    domain: text('domain').notNull(),
    notBefore: text('not_before'),
    expirationTime: text('expiration_time'),
    requestId: text('request_id'),
    redirectUrl: text('redirect_url'),
    acceptAuthAddress: boolean('accept_auth_address').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    message: text('message'),
    signature: text('signature'),
    authMethod: text('auth_method'),
    fid: bigint('fid', { mode: 'number' }),
    custody: text('custody'),
    username: text('username'),
    displayName: text('display_name'),
    bio: text('bio'),
    pfpUrl: text('pfp_url'),
    verifications: jsonb('verifications').$type<string[]>(),
  },
  (table) => [index('farcaster_channels_expires_at').on(table.expiresAt)],
)
