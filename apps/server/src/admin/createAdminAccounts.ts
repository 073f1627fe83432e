import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { adminSetupTokens, adminUsers } from '../db/schema.js'
import {
  AdminNameTakenError,
  AdminSetupLinkError,
  AdminSignInFailedError,
  AdminSignInLimitedError,
} from '../errors/admin.js'
import { hashPassword, verifyPassword } from './hashPassword.js'

/** What an admin may do: `owner` changes anything, `viewer` only reads. */
export type AdminRole = 'owner' | 'viewer'

/** An admin as the console sees them. */
export type Admin = { id: number; name: string; role: AdminRole }

/** The limits of the accounts. */
const adminAccountLimits = {
  /** How long a setup link works. */
  setupLinkMs: 24 * 60 * 60_000,
  /** Wrong passwords in a row that lock an account… */
  maxFailedSignIns: 5,
  /** …for this long. */
  lockMs: 15 * 60_000,
}

export type AdminAccounts = ReturnType<typeof createAdminAccounts>

/**
 * Admin accounts: one-time setup links, the first (and every later) admin made from one, and
 * password sign-in with a lockout after five wrong passwords in a row.
 *
 * @param db - The database.
 * @param now - The clock, for tests. Defaults to `() => new Date()`.
 * @returns The operations.
 *
 * @example
 * import { createAdminAccounts } from './admin/createAdminAccounts.js'
 * const accounts = createAdminAccounts(db)
 * const { token } = await accounts.createSetupToken({ role: 'owner', createdBy: 'npm start' })
 */
export function createAdminAccounts(db: Database, now: () => Date = () => new Date()) {
  return {
    /** How many admins there are (none: `npm start` prints a setup link). */
    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(adminUsers)
      return row?.value ?? 0
    },

    /** A new single-use setup link's token (only its sha256 is kept). */
    async createSetupToken({ role, createdBy }: { role: AdminRole; createdBy: string }) {
      const token = randomBytes(32).toString('base64url')
      const expiresAt = new Date(now().getTime() + adminAccountLimits.setupLinkMs)
      await db
        .insert(adminSetupTokens)
        .values({ tokenHash: sha256(token), role, createdBy, expiresAt })
      return { token, role, expiresAt }
    },

    /**
     * Uses a setup link once: makes the admin with the link's role. The link is spent in the same
     * transaction, so two tabs cannot both use it.
     */
    async redeemSetupToken(parameters: { token: string; name: string; password: string }) {
      const passwordHash = await hashPassword(parameters.password)
      const name = parameters.name.trim().toLowerCase()
      return db.transaction(async (tx) => {
        const [link] = await tx
          .update(adminSetupTokens)
          .set({ usedAt: now() })
          .where(
            and(
              eq(adminSetupTokens.tokenHash, sha256(parameters.token)),
              isNull(adminSetupTokens.usedAt),
              gt(adminSetupTokens.expiresAt, now()),
            ),
          )
          .returning({ role: adminSetupTokens.role })
        if (!link) throw new AdminSetupLinkError()
        const [user] = await tx
          .insert(adminUsers)
          .values({ name, role: link.role, passwordHash })
          .onConflictDoNothing()
          .returning({ id: adminUsers.id, name: adminUsers.name, role: adminUsers.role })
        if (!user) throw new AdminNameTakenError()
        return user satisfies Admin
      })
    },

    /** The admin of a password sign-in; wrong passwords count towards the lockout. */
    async signIn({ name, password }: { name: string; password: string }): Promise<Admin> {
      const [user] = await db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.name, name.trim().toLowerCase()))
      const time = now()
      if (user?.lockedUntil && user.lockedUntil > time)
        throw new AdminSignInLimitedError({
          retryAfterSeconds: Math.ceil((user.lockedUntil.getTime() - time.getTime()) / 1000),
        })
      const matches = await verifyPassword(user?.passwordHash, password)
      if (!user) throw new AdminSignInFailedError()
      if (!matches) {
        const failed = user.failedSignIns + 1
        const locked = failed >= adminAccountLimits.maxFailedSignIns
        await db
          .update(adminUsers)
          .set({
            failedSignIns: locked ? 0 : failed,
            lockedUntil: locked ? new Date(time.getTime() + adminAccountLimits.lockMs) : null,
          })
          .where(eq(adminUsers.id, user.id))
        throw new AdminSignInFailedError()
      }
      if (user.failedSignIns > 0)
        await db.update(adminUsers).set({ failedSignIns: 0 }).where(eq(adminUsers.id, user.id))
      return { id: user.id, name: user.name, role: user.role }
    },

    /** An admin by id, if they still exist. */
    async get(id: number): Promise<Admin | undefined> {
      const [user] = await db
        .select({ id: adminUsers.id, name: adminUsers.name, role: adminUsers.role })
        .from(adminUsers)
        .where(eq(adminUsers.id, id))
      return user
    },
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')
