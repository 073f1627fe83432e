import type { MessageParams } from '@airlock/protocol'
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from './createDatabase.js'
import {
  emailCodeFailures,
  emailDevices,
  emailSessions,
  emailUsers,
  emailWallets,
  socialIdentities,
  socialLinkCodes,
  socialLoginAttempts,
} from './schema.js'

/** A social login in progress or ended. */
export type SocialLoginAttempt = typeof socialLoginAttempts.$inferSelect
/** A social account linked to a wallet's user. */
export type SocialIdentityRow = typeof socialIdentities.$inferSelect
/** A first link to an e-mail wallet, waiting for its code. */
export type SocialLinkCode = typeof socialLinkCodes.$inferSelect
/** Who a provider says logged in. */
export type SocialProfileFields = {
  provider: string
  subject: string
  email: string | null
  emailVerified: boolean
  username: string | null
}
/** A new session's token hash and absolute expiry. */
export type NewSession = { tokenHash: string; expiresAt: Date }

/**
 * Creates the repository behind `/auth/v1/social/*`. Sessions are the e-mail wallet's
 * (`email_sessions`), so a social login ends in the same state as a verified e-mail code. Every
 * write of several rows is one transaction and every state change a conditional update: of two
 * racing callbacks with one `state`, one claims the attempt and the other writes nothing.
 *
 * @param db - The Drizzle database of `createDatabase`.
 * @returns The repository.
 *
 * @example
 * import { createSocialIdentityRepository } from './db/createSocialIdentityRepository.js'
 * const social = createSocialIdentityRepository(database.db)
 * const identity = await social.findIdentity({ provider: 'google', subject: '1234' })
 */
export function createSocialIdentityRepository(db: Database) {
  type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

  // Logs a user in: their device remembered, the browser's earlier session revoked, a new one.
  const openSession = async (
    tx: Tx,
    p: {
      userId: number
      now: Date
      session: NewSession
      replacesSessionTokenHash: string | undefined
      deviceIdHash: string | null
    },
  ) => {
    if (p.deviceIdHash)
      await tx
        .insert(emailDevices)
        .values({
          userId: p.userId,
          deviceIdHash: p.deviceIdHash,
          approvedAt: p.now,
          lastUsedAt: p.now,
        })
        .onConflictDoUpdate({
          target: [emailDevices.userId, emailDevices.deviceIdHash],
          set: { lastUsedAt: p.now },
        })
    if (p.replacesSessionTokenHash)
      await tx
        .update(emailSessions)
        .set({ revokedAt: p.now })
        .where(
          and(
            eq(emailSessions.tokenHash, p.replacesSessionTokenHash),
            isNull(emailSessions.revokedAt),
          ),
        )
    await tx.insert(emailSessions).values({
      tokenHash: p.session.tokenHash,
      userId: p.userId,
      deviceIdHash: p.deviceIdHash,
      createdAt: p.now,
      lastUsedAt: p.now,
      expiresAt: p.session.expiresAt,
    })
    const [user] = await tx
      .select({ email: emailUsers.email, address: emailWallets.address })
      .from(emailUsers)
      .leftJoin(emailWallets, eq(emailWallets.userId, emailUsers.id))
      .where(eq(emailUsers.id, p.userId))
    return { email: user?.email ?? null, address: user?.address ?? null }
  }

  const upsertIdentity = async (
    tx: Tx,
    userId: number,
    profile: SocialProfileFields,
    now: Date,
  ) => {
    const [identity] = await tx
      .insert(socialIdentities)
      .values({ ...profile, userId, createdAt: now, lastLoginAt: now })
      .onConflictDoUpdate({
        target: [socialIdentities.provider, socialIdentities.subject],
        set: {
          email: profile.email,
          emailVerified: profile.emailVerified,
          username: profile.username,
          lastLoginAt: now,
        },
        // Never moves an identity to another user.
        setWhere: eq(socialIdentities.userId, userId),
      })
      .returning()
    return identity
  }

  return {
    async createAttempt(attempt: typeof socialLoginAttempts.$inferInsert) {
      await db.insert(socialLoginAttempts).values(attempt)
    },

    async findAttempt(tokenHash: string): Promise<SocialLoginAttempt | undefined> {
      const [row] = await db
        .select()
        .from(socialLoginAttempts)
        .where(eq(socialLoginAttempts.tokenHash, tokenHash))
      return row
    },

    /** Marks the attempt used if it is unused and unexpired at `now`; `undefined` otherwise. */
    async claimAttempt({ id, now }: { id: string; now: Date }) {
      const [row] = await db
        .update(socialLoginAttempts)
        .set({ usedAt: now })
        .where(
          and(
            eq(socialLoginAttempts.id, id),
            isNull(socialLoginAttempts.usedAt),
            gt(socialLoginAttempts.expiresAt, now),
          ),
        )
        .returning()
      return row
    },

    async endAttempt({
      id,
      status,
      error,
      identityId,
    }: {
      id: string
      status: 'CONNECTED' | 'VERIFY_OTP' | 'LINKED' | 'FAILED'
      error?:
        | {
            name: string
            message: string
            code?: string | undefined
            params?: MessageParams | undefined
          }
        | undefined
      identityId?: number | undefined
    }) {
      await db
        .update(socialLoginAttempts)
        .set({
          status,
          errorName: error?.name ?? null,
          errorMessage: error?.message ?? null,
          errorCode: error?.code ?? null,
          errorParams: error?.params ?? null,
          identityId: identityId ?? null,
        })
        .where(eq(socialLoginAttempts.id, id))
    },

    async findIdentity({ provider, subject }: { provider: string; subject: string }) {
      const [row] = await db
        .select()
        .from(socialIdentities)
        .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
      return row
    },

    async findIdentityById(id: number): Promise<SocialIdentityRow | undefined> {
      const [row] = await db.select().from(socialIdentities).where(eq(socialIdentities.id, id))
      return row
    },

    /** The e-mail wallet user with this (lower-cased) address. */
    async findUserByEmail(email: string) {
      const [row] = await db
        .select({ id: emailUsers.id, email: emailUsers.email })
        .from(emailUsers)
        .where(eq(emailUsers.email, email))
      return row
    },

    /**
     * Logs in with a social account, all or nothing: the known identity's user, else `userId`,
     * else a new user without e-mail; the identity stored or refreshed; a new session.
     */
    async logIn(p: {
      profile: SocialProfileFields
      userId: number | undefined
      now: Date
      session: NewSession
      replacesSessionTokenHash: string | undefined
      deviceIdHash: string | null
    }) {
      return db.transaction(async (tx) => {
        const [known] = await tx
          .select({ userId: socialIdentities.userId })
          .from(socialIdentities)
          .where(
            and(
              eq(socialIdentities.provider, p.profile.provider),
              eq(socialIdentities.subject, p.profile.subject),
            ),
          )
        let userId = known?.userId ?? p.userId
        const isNew = userId === undefined
        if (userId === undefined) {
          const [created] = await tx
            .insert(emailUsers)
            .values({ email: null, createdAt: p.now, updatedAt: p.now })
            .returning({ id: emailUsers.id })
          if (!created) throw new Error('The user was not stored')
          userId = created.id
        }
        const identity = await upsertIdentity(tx, userId, p.profile, p.now)
        if (!identity) throw new Error('The identity belongs to another user')
        const user = await openSession(tx, { ...p, userId })
        return { userId, isNew, identity, ...user }
      })
    },

    /** Links a social account to a logged-in user; `'in-use'` if another user has it. */
    async link({
      userId,
      profile,
      now,
    }: {
      userId: number
      profile: SocialProfileFields
      now: Date
    }) {
      return db.transaction(async (tx) => {
        const identity = await upsertIdentity(tx, userId, profile, now)
        return identity ?? ('in-use' as const)
      })
    },

    async createLinkCode(code: typeof socialLinkCodes.$inferInsert) {
      await db.insert(socialLinkCodes).values(code)
    },

    async findLinkCode(attemptId: string): Promise<SocialLinkCode | undefined> {
      const [row] = await db
        .select()
        .from(socialLinkCodes)
        .where(eq(socialLinkCodes.attemptId, attemptId))
      return row
    },

    /** Counts a wrong code (burning it at `maxTries`) against the link and the address. */
    async recordLinkFailure(p: { attemptId: string; email: string; now: Date; maxTries: number }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(socialLinkCodes)
          .set({
            failedTries: sql`${socialLinkCodes.failedTries} + 1`,
            burnedAt: sql`case when ${socialLinkCodes.failedTries} + 1 >= ${p.maxTries} then ${p.now}::timestamptz else null end`,
          })
          .where(
            and(
              eq(socialLinkCodes.attemptId, p.attemptId),
              isNull(socialLinkCodes.consumedAt),
              isNull(socialLinkCodes.burnedAt),
              gt(socialLinkCodes.expiresAt, p.now),
            ),
          )
          .returning({ failedTries: socialLinkCodes.failedTries })
        if (!row) return undefined
        await tx.insert(emailCodeFailures).values({ email: p.email, failedAt: p.now })
        return { failedTries: row.failedTries, burned: row.failedTries >= p.maxTries }
      })
    },

    /**
     * Confirms a link with its right code, all or nothing: the code consumed (if still usable),
     * the identity stored for the wallet's user, a new session.
     */
    async confirmLink(p: {
      attemptId: string
      maxTries: number
      now: Date
      session: NewSession
      replacesSessionTokenHash: string | undefined
      deviceIdHash: string | null
    }) {
      return db.transaction(async (tx) => {
        const [code] = await tx
          .update(socialLinkCodes)
          .set({ consumedAt: p.now })
          .where(
            and(
              eq(socialLinkCodes.attemptId, p.attemptId),
              isNull(socialLinkCodes.consumedAt),
              isNull(socialLinkCodes.burnedAt),
              gt(socialLinkCodes.expiresAt, p.now),
              lt(socialLinkCodes.failedTries, p.maxTries),
            ),
          )
          .returning()
        if (!code) return undefined
        const profile = {
          provider: code.provider,
          subject: code.subject,
          email: code.email,
          emailVerified: true,
          username: code.username,
        }
        const identity = await upsertIdentity(tx, code.userId, profile, p.now)
        if (!identity) return 'in-use' as const
        const user = await openSession(tx, { ...p, userId: code.userId })
        await tx
          .update(socialLoginAttempts)
          .set({ status: 'CONNECTED', identityId: identity.id })
          .where(eq(socialLoginAttempts.id, p.attemptId))
        return { userId: code.userId, identity, ...user }
      })
    },

    async listIdentities(userId: number) {
      const identities = await db
        .select()
        .from(socialIdentities)
        .where(eq(socialIdentities.userId, userId))
        .orderBy(socialIdentities.createdAt, socialIdentities.id)
      const [user] = await db
        .select({ email: emailUsers.email })
        .from(emailUsers)
        .where(eq(emailUsers.id, userId))
      return { identities, emailLogin: Boolean(user?.email) }
    },

    /**
     * Removes one of the user's identities unless it is their last way in (no e-mail, no other
     * identity), in one statement, so two racing unlinks cannot remove both of the last two.
     */
    async unlink({ userId, id }: { userId: number; id: number }) {
      const others = sql`(select count(*) from ${socialIdentities} other where other.user_id = ${userId} and other.id <> ${id})`
      const hasEmail = sql`exists (select 1 from ${emailUsers} u where u.id = ${userId} and u.email is not null)`
      const removed = await db
        .delete(socialIdentities)
        .where(
          and(
            eq(socialIdentities.id, id),
            eq(socialIdentities.userId, userId),
            or(sql`${others} > 0`, hasEmail),
          ),
        )
        .returning({ id: socialIdentities.id })
      if (removed.length > 0) return 'unlinked' as const
      const [exists] = await db
        .select({ userId: socialIdentities.userId })
        .from(socialIdentities)
        .where(eq(socialIdentities.id, id))
      return exists?.userId === userId ? ('last' as const) : ('not-found' as const)
    },

    /** Deletes attempts (and their link codes) older than `before`. */
    async sweep({ before }: { before: Date }) {
      await db.delete(socialLoginAttempts).where(lt(socialLoginAttempts.expiresAt, before))
    },
  }
}

export type SocialIdentityRepository = ReturnType<typeof createSocialIdentityRepository>
