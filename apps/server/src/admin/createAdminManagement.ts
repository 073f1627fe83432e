import { and, asc, count, eq, ne } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { adminPasskeys, adminUsers } from '../db/schema.js'
import { AdminLastOwnerError, AdminNotFoundError } from '../errors/admin.js'
import type { Admin, AdminRole } from './createAdminAccounts.js'
import { createAuditLog } from './createAuditLog.js'

/** An admin as the owners' list shows them. */
export type AdminListEntry = Admin & { createdAt: string; passkeys: number }

/**
 * What owners do with the other admins: list them, change a role, remove one. The last owner can
 * be neither removed nor made a viewer (checked in the same transaction as the change, so two
 * owners demoting each other at once cannot both succeed). Each change is audited; a removed
 * admin's sessions and passkeys go with them.
 *
 * @param parameters - The database and who acts.
 * @returns `list`, `setRole` and `remove`.
 *
 * @example
 * import { createAdminManagement } from './admin/createAdminManagement.js'
 * await createAdminManagement({ db, actor: 'admin olivia' }).setRole(2, 'owner')
 */
export function createAdminManagement({ db, actor }: { db: Database; actor: string }) {
  const change = (
    id: number,
    action: string,
    write: (tx: Database, before: Admin) => Promise<Admin | null>,
  ) =>
    db.transaction(async (tx) => {
      // Locks the owners' rows, so two demotions cannot both see another owner left.
      const owners = await tx
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(eq(adminUsers.role, 'owner'))
        .for('update')
      const [before] = await tx
        .select({ id: adminUsers.id, name: adminUsers.name, role: adminUsers.role })
        .from(adminUsers)
        .where(eq(adminUsers.id, id))
      if (!before) throw new AdminNotFoundError()
      const after = await write(tx, before)
      if (before.role === 'owner' && after?.role !== 'owner' && owners.length <= 1)
        throw new AdminLastOwnerError()
      await createAuditLog(tx).record({
        actor,
        action,
        target: `admin ${before.name}`,
        before: { role: before.role },
        after: after && { role: after.role },
      })
      return after ?? before
    })
  return {
    async list(): Promise<AdminListEntry[]> {
      const rows = await db
        .select({
          id: adminUsers.id,
          name: adminUsers.name,
          role: adminUsers.role,
          createdAt: adminUsers.createdAt,
          passkeys: count(adminPasskeys.credentialId),
        })
        .from(adminUsers)
        .leftJoin(adminPasskeys, eq(adminPasskeys.userId, adminUsers.id))
        .groupBy(adminUsers.id)
        .orderBy(asc(adminUsers.name))
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        passkeys: Number(row.passkeys),
      }))
    },
    setRole: (id: number, role: AdminRole) =>
      change(id, 'admin.role', async (tx, before) => {
        if (before.role === role) return before
        const [after] = await tx
          .update(adminUsers)
          .set({ role })
          .where(and(eq(adminUsers.id, id), ne(adminUsers.role, role)))
          .returning({ id: adminUsers.id, name: adminUsers.name, role: adminUsers.role })
        return after ?? before
      }),
    /** Sessions and passkeys go too (the tables cascade). */
    remove: (id: number) =>
      change(id, 'admin.remove', async (tx) => {
        await tx.delete(adminUsers).where(eq(adminUsers.id, id))
        return null
      }),
  }
}
