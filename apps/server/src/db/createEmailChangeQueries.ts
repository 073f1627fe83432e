import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from './createDatabase.js'
import type { EmailWalletRepository } from './emailWalletRepositoryTypes.js'
import { emailChanges, emailCodeFailures, emailUsers } from './schema.js'

/** The part of the e-mail wallet's repository that changes a user's address. */
export type EmailChangeQueries = Pick<
  EmailWalletRepository,
  | 'isEmailTaken'
  | 'createEmailChange'
  | 'deleteEmailChange'
  | 'findEmailChange'
  | 'recordChangeFailure'
  | 'confirmPrimary'
  | 'applyEmailChange'
>

/**
 * The e-mail change queries of `createEmailWalletRepository`: a change is made with codes to the
 * current and the new address, and applied only once both are confirmed, in one transaction.
 *
 * @param db - The Drizzle database of `createDatabase`.
 * @returns The queries.
 *
 * @example
 * import { createEmailChangeQueries } from './db/createEmailChangeQueries.js'
 * const changes = createEmailChangeQueries(database.db)
 */
export function createEmailChangeQueries(db: Database): EmailChangeQueries {
  // Usable: not ended in any way, not expired, tries left.
  const changeUsable = (now: Date, maxTries: number) =>
    and(
      isNull(emailChanges.appliedAt),
      isNull(emailChanges.burnedAt),
      isNull(emailChanges.replacedAt),
      gt(emailChanges.expiresAt, now),
      lt(emailChanges.failedTries, maxTries),
    )

  return {
    async isEmailTaken({ email, exceptUserId }) {
      const [row] = await db
        .select({ id: emailUsers.id })
        .from(emailUsers)
        .where(eq(emailUsers.email, email))
      return row !== undefined && row.id !== exceptUserId
    },

    async createEmailChange(change, { cooldownMs }) {
      return db.transaction(async (tx) => {
        // The user's row, locked: two racing starts of one user take turns here.
        await tx
          .select({ id: emailUsers.id })
          .from(emailUsers)
          .where(eq(emailUsers.id, change.userId))
          .for('update')
        const [latest] = await tx
          .select({ createdAt: emailChanges.createdAt })
          .from(emailChanges)
          .where(eq(emailChanges.userId, change.userId))
          .orderBy(desc(emailChanges.createdAt))
          .limit(1)
        const waitMs = latest
          ? latest.createdAt.getTime() + cooldownMs - change.createdAt.getTime()
          : 0
        if (waitMs > 0) return waitMs
        await tx
          .update(emailChanges)
          .set({ replacedAt: change.createdAt })
          .where(
            and(
              eq(emailChanges.userId, change.userId),
              isNull(emailChanges.appliedAt),
              isNull(emailChanges.replacedAt),
            ),
          )
        await tx.insert(emailChanges).values(change)
        return 0
      })
    },

    async deleteEmailChange(id) {
      await db.delete(emailChanges).where(eq(emailChanges.id, id))
    },

    async findEmailChange(sessionId) {
      const [row] = await db
        .select()
        .from(emailChanges)
        .where(eq(emailChanges.sessionId, sessionId))
        .orderBy(desc(emailChanges.createdAt))
        .limit(1)
      return row
    },

    async recordChangeFailure({ id, email, client, now, maxTries }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(emailChanges)
          .set({
            failedTries: sql`${emailChanges.failedTries} + 1`,
            burnedAt: sql`case when ${emailChanges.failedTries} + 1 >= ${maxTries} then ${now}::timestamptz else null end`,
          })
          .where(and(eq(emailChanges.id, id), changeUsable(now, maxTries)))
          .returning({ failedTries: emailChanges.failedTries })
        if (!row) return undefined
        await tx.insert(emailCodeFailures).values({ email, client, failedAt: now })
        return { failedTries: row.failedTries, burned: row.failedTries >= maxTries }
      })
    },

    async confirmPrimary({ id, now, maxTries }) {
      const rows = await db
        .update(emailChanges)
        .set({ primaryVerifiedAt: now })
        .where(
          and(
            eq(emailChanges.id, id),
            isNull(emailChanges.primaryVerifiedAt),
            changeUsable(now, maxTries),
          ),
        )
        .returning({ id: emailChanges.id })
      return rows.length > 0
    },

    async applyEmailChange({ id, userId, now, maxTries }) {
      return db
        .transaction(async (tx) => {
          const [change] = await tx
            .update(emailChanges)
            .set({ appliedAt: now })
            .where(
              and(
                eq(emailChanges.id, id),
                eq(emailChanges.userId, userId),
                isNotNull(emailChanges.primaryVerifiedAt),
                changeUsable(now, maxTries),
              ),
            )
            .returning({ newEmail: emailChanges.newEmail })
          if (!change) return undefined
          const [holder] = await tx
            .select({ id: emailUsers.id })
            .from(emailUsers)
            .where(eq(emailUsers.email, change.newEmail))
          // Someone took the address meanwhile: throwing undoes the change's `applied_at` too.
          if (holder && holder.id !== userId) throw new EmailTaken()
          await tx
            .update(emailUsers)
            .set({ email: change.newEmail, updatedAt: now })
            .where(eq(emailUsers.id, userId))
          return change.newEmail
        })
        .catch((error: unknown) => {
          if (error instanceof EmailTaken) return 'taken' as const
          throw error
        })
    },
  }
}

// Thrown inside a transaction to roll it back; caught right outside it.
class EmailTaken extends Error {}
