import { and, desc, eq, gt, gte, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Database } from './createDatabase.js'
import { createEmailChangeQueries } from './createEmailChangeQueries.js'
import type { EmailWalletRepository } from './emailWalletRepositoryTypes.js'
import {
  emailChanges,
  emailCodeFailures,
  emailDevices,
  emailLoginAttempts,
  emailSessions,
  emailThrottles,
  emailUsers,
  emailWallets,
} from './schema.js'

/**
 * Creates the repository behind `/auth/v1/email/*` over a database. Every write of several rows
 * is one transaction, and every state change is a conditional update, so two racing requests
 * cannot both use one code or one link. Times come from the caller, so one clock decides expiry.
 *
 * @param db - The Drizzle database of `createDatabase`.
 * @returns The repository.
 *
 * @example
 * import { createEmailWalletRepository } from './db/createEmailWalletRepository.js'
 * const wallets = createEmailWalletRepository(database.db)
 * const session = await wallets.useSession({ tokenHash, now: new Date(), idleMs: 86_400_000 })
 */
export function createEmailWalletRepository(db: Database): EmailWalletRepository {
  // Usable: not ended in any way, not expired, tries left.
  const attemptUsable = (now: Date, maxTries: number) =>
    and(
      isNull(emailLoginAttempts.consumedAt),
      isNull(emailLoginAttempts.burnedAt),
      isNull(emailLoginAttempts.replacedAt),
      gt(emailLoginAttempts.expiresAt, now),
      lt(emailLoginAttempts.failedTries, maxTries),
    )

  return {
    ...createEmailChangeQueries(db),

    async findLoginState({ email, deviceIdHash }) {
      const [row] = await db
        .select({ userId: emailUsers.id, device: emailDevices.deviceIdHash })
        .from(emailUsers)
        .leftJoin(
          emailDevices,
          and(
            eq(emailDevices.userId, emailUsers.id),
            // No device id matches no device.
            eq(emailDevices.deviceIdHash, deviceIdHash ?? ''),
          ),
        )
        .where(eq(emailUsers.email, email))
      return { userExists: row !== undefined, deviceApproved: Boolean(row?.device) }
    },

    async claimCooldown({ email, now, cooldownMs }) {
      // Insert, or move the time forward only if the last e-mail is older than the cooldown: of
      // two racing requests, one gets the row back and the other waits, then gets none.
      const claimed = await db
        .insert(emailThrottles)
        .values({ email, lastSentAt: now })
        .onConflictDoUpdate({
          target: emailThrottles.email,
          set: { lastSentAt: now },
          setWhere: lte(emailThrottles.lastSentAt, new Date(now.getTime() - cooldownMs)),
        })
        .returning({ email: emailThrottles.email })
      if (claimed.length > 0) return 0
      const [row] = await db
        .select({ lastSentAt: emailThrottles.lastSentAt })
        .from(emailThrottles)
        .where(eq(emailThrottles.email, email))
      return Math.max(1, (row?.lastSentAt.getTime() ?? 0) + cooldownMs - now.getTime())
    },

    async releaseCooldown({ email, claimedAt }) {
      await db
        .delete(emailThrottles)
        .where(and(eq(emailThrottles.email, email), eq(emailThrottles.lastSentAt, claimedAt)))
    },

    async createLoginAttempt({ attempt, replacesTokenHash }) {
      await db.transaction(async (tx) => {
        if (replacesTokenHash)
          await tx
            .update(emailLoginAttempts)
            .set({ replacedAt: attempt.createdAt })
            .where(
              and(
                eq(emailLoginAttempts.tokenHash, replacesTokenHash),
                isNull(emailLoginAttempts.consumedAt),
                isNull(emailLoginAttempts.replacedAt),
              ),
            )
        await tx.insert(emailLoginAttempts).values(attempt)
      })
    },

    async deleteLoginAttempt(id) {
      await db.delete(emailLoginAttempts).where(eq(emailLoginAttempts.id, id))
    },

    async findLoginAttempt(tokenHash) {
      const [row] = await db
        .select()
        .from(emailLoginAttempts)
        .where(eq(emailLoginAttempts.tokenHash, tokenHash))
      return row
    },

    async findLoginAttemptByApproval(approvalTokenHash) {
      const [row] = await db
        .select()
        .from(emailLoginAttempts)
        .where(eq(emailLoginAttempts.approvalTokenHash, approvalTokenHash))
      return row
    },

    async issueApproval({ id, approvalTokenHash, replaces, now, maxTries }) {
      const rows = await db
        .update(emailLoginAttempts)
        .set({ approvalTokenHash })
        .where(
          and(
            eq(emailLoginAttempts.id, id),
            replaces === undefined
              ? isNull(emailLoginAttempts.approvalTokenHash)
              : and(
                  eq(emailLoginAttempts.approvalTokenHash, replaces),
                  isNull(emailLoginAttempts.approvedAt),
                ),
            attemptUsable(now, maxTries),
          ),
        )
        .returning({ id: emailLoginAttempts.id })
      return rows.length > 0
    },

    async approveDevice({ approvalTokenHash, now, maxTries }) {
      const [row] = await db
        .update(emailLoginAttempts)
        .set({ approvedAt: now })
        .where(
          and(
            eq(emailLoginAttempts.approvalTokenHash, approvalTokenHash),
            isNull(emailLoginAttempts.approvedAt),
            attemptUsable(now, maxTries),
          ),
        )
        .returning()
      return row
    },

    async revokeApproval({ id }) {
      await db
        .update(emailLoginAttempts)
        .set({ approvalTokenHash: null })
        .where(and(eq(emailLoginAttempts.id, id), isNull(emailLoginAttempts.approvedAt)))
    },

    async countFailures({ email, client, since }) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          oldest: sql<Date | string | null>`min(${emailCodeFailures.failedAt})`,
        })
        .from(emailCodeFailures)
        .where(
          and(
            eq(emailCodeFailures.email, email),
            client === undefined ? undefined : eq(emailCodeFailures.client, client),
            gte(emailCodeFailures.failedAt, since),
          ),
        )
      // An aggregate over a timestamp comes back as text from some drivers.
      const oldest = row?.oldest ? new Date(row.oldest) : undefined
      return { count: Number(row?.count ?? 0), oldest }
    },

    async recordLoginFailure({ id, email, client, now, maxTries }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(emailLoginAttempts)
          .set({
            failedTries: sql`${emailLoginAttempts.failedTries} + 1`,
            burnedAt: sql`case when ${emailLoginAttempts.failedTries} + 1 >= ${maxTries} then ${now}::timestamptz else null end`,
          })
          .where(and(eq(emailLoginAttempts.id, id), attemptUsable(now, maxTries)))
          .returning({ failedTries: emailLoginAttempts.failedTries })
        if (!row) return undefined
        await tx.insert(emailCodeFailures).values({ email, client, failedAt: now })
        return { failedTries: row.failedTries, burned: row.failedTries >= maxTries }
      })
    },

    async completeLogin({ attemptId, maxTries, now, session, replacesSessionTokenHash }) {
      return db.transaction(async (tx) => {
        const [attempt] = await tx
          .update(emailLoginAttempts)
          .set({ consumedAt: now })
          .where(
            and(
              eq(emailLoginAttempts.id, attemptId),
              // A recovery code never logs in.
              eq(emailLoginAttempts.purpose, 'login'),
              isNotNull(emailLoginAttempts.codeHash),
              attemptUsable(now, maxTries),
            ),
          )
          .returning()
        if (!attempt) return undefined
        const [created] = await tx
          .insert(emailUsers)
          .values({ email: attempt.email, createdAt: now, updatedAt: now })
          .onConflictDoNothing({ target: emailUsers.email })
          .returning({ id: emailUsers.id })
        const [user] = created
          ? [created]
          : await tx
              .select({ id: emailUsers.id })
              .from(emailUsers)
              .where(eq(emailUsers.email, attempt.email))
        if (!user) throw new Error('The user row vanished inside the login transaction')
        if (attempt.deviceIdHash)
          await tx
            .insert(emailDevices)
            .values({
              userId: user.id,
              deviceIdHash: attempt.deviceIdHash,
              approvedAt: now,
              lastUsedAt: now,
            })
            .onConflictDoUpdate({
              target: [emailDevices.userId, emailDevices.deviceIdHash],
              set: { lastUsedAt: now },
            })
        if (replacesSessionTokenHash)
          await tx
            .update(emailSessions)
            .set({ revokedAt: now })
            .where(
              and(
                eq(emailSessions.tokenHash, replacesSessionTokenHash),
                isNull(emailSessions.revokedAt),
              ),
            )
        const [stored] = await tx
          .insert(emailSessions)
          .values({
            tokenHash: session.tokenHash,
            userId: user.id,
            deviceIdHash: attempt.deviceIdHash,
            createdAt: now,
            lastUsedAt: now,
            expiresAt: session.expiresAt,
          })
          .returning()
        if (!stored) throw new Error('The session was not stored')
        const [wallet] = await tx
          .select({ address: emailWallets.address })
          .from(emailWallets)
          .where(eq(emailWallets.userId, user.id))
        return {
          userId: user.id,
          email: attempt.email,
          isNew: created !== undefined,
          address: wallet?.address ?? null,
          session: stored,
        }
      })
    },

    async useSession({ tokenHash, now, idleMs }) {
      const [session] = await db
        .update(emailSessions)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(emailSessions.tokenHash, tokenHash),
            isNull(emailSessions.revokedAt),
            gt(emailSessions.expiresAt, now),
            gt(emailSessions.lastUsedAt, new Date(now.getTime() - idleMs)),
          ),
        )
        .returning()
      if (!session) return undefined
      const [user] = await db
        .select({ email: emailUsers.email, address: emailWallets.address })
        .from(emailUsers)
        .leftJoin(emailWallets, eq(emailWallets.userId, emailUsers.id))
        .where(eq(emailUsers.id, session.userId))
      if (!user) return undefined
      return { ...session, email: user.email, address: user.address }
    },

    async revokeSession({ tokenHash, now }) {
      const rows = await db
        .update(emailSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(emailSessions.tokenHash, tokenHash),
            isNull(emailSessions.revokedAt),
            gt(emailSessions.expiresAt, now),
          ),
        )
        .returning({ id: emailSessions.id })
      return rows.length > 0
    },

    async registerWallet(wallet) {
      const rows = await db
        .insert(emailWallets)
        .values(wallet)
        .onConflictDoNothing()
        .returning({ userId: emailWallets.userId })
      if (rows.length > 0) return 'created'
      const [existing] = await db
        .select({ userId: emailWallets.userId })
        .from(emailWallets)
        .where(eq(emailWallets.userId, wallet.userId))
      return existing ? 'user' : 'address'
    },

    async findWallet(userId) {
      const [row] = await db.select().from(emailWallets).where(eq(emailWallets.userId, userId))
      return row
    },

    async findRecoveryAttempt(sessionId) {
      const [row] = await db
        .select()
        .from(emailLoginAttempts)
        .where(
          and(
            eq(emailLoginAttempts.sessionId, sessionId),
            eq(emailLoginAttempts.purpose, 'recovery'),
            isNull(emailLoginAttempts.replacedAt),
          ),
        )
        .orderBy(desc(emailLoginAttempts.createdAt))
        .limit(1)
      return row
    },

    async consumeRecoveryAttempt({ id, now, maxTries }) {
      const rows = await db
        .update(emailLoginAttempts)
        .set({ consumedAt: now })
        .where(
          and(
            eq(emailLoginAttempts.id, id),
            eq(emailLoginAttempts.purpose, 'recovery'),
            attemptUsable(now, maxTries),
          ),
        )
        .returning({ id: emailLoginAttempts.id })
      return rows.length > 0
    },

    async setLockToken({ userId, lockTokenHash }) {
      await db.update(emailWallets).set({ lockTokenHash }).where(eq(emailWallets.userId, userId))
    },

    async findWalletByLockToken(lockTokenHash) {
      const [row] = await db
        .select()
        .from(emailWallets)
        .where(eq(emailWallets.lockTokenHash, lockTokenHash))
      return row
    },

    async lockRecovery({ lockTokenHash, now }) {
      const rows = await db
        .update(emailWallets)
        .set({ recoveryLockedAt: now, lockTokenHash: null })
        .where(eq(emailWallets.lockTokenHash, lockTokenHash))
        .returning({ userId: emailWallets.userId })
      return rows.length > 0
    },

    async sweep({ now, graceMs, failureWindowMs }) {
      const before = new Date(now.getTime() - graceMs)
      await db.delete(emailLoginAttempts).where(lt(emailLoginAttempts.expiresAt, before))
      await db.delete(emailChanges).where(lt(emailChanges.expiresAt, before))
      await db
        .delete(emailSessions)
        .where(or(lt(emailSessions.expiresAt, before), lt(emailSessions.revokedAt, before)))
      await db
        .delete(emailCodeFailures)
        .where(lt(emailCodeFailures.failedAt, new Date(now.getTime() - failureWindowMs)))
      await db.delete(emailThrottles).where(lt(emailThrottles.lastSentAt, before))
    },
  }
}
