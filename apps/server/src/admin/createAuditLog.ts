import { and, desc, eq, lt } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { adminAudit } from '../db/schema.js'

/** One operator change as the audit log keeps it. */
export type AuditEntry = typeof adminAudit.$inferSelect

export type AuditLog = {
  /** Records a change: inside the caller's transaction, so the change and its entry land together. */
  record(entry: Omit<AuditEntry, 'id' | 'at'>): Promise<void>
  /** The newest entries first, `limit` at most (default 50), older than `before` (an entry id). */
  list(options?: {
    target?: string | undefined
    before?: number | undefined
    limit?: number | undefined
  }): Promise<AuditEntry[]>
}

/**
 * The log of every operator change (admin API and CLI): who, what, and the record before and
 * after. Entries are never edited or deleted.
 *
 * @param db - The database, or a transaction of it (`db.transaction((tx) => …)`).
 * @returns `record` and `list`.
 *
 * @example
 * import { createAuditLog } from './admin/createAuditLog.js'
 * await createAuditLog(tx).record({ actor: 'cli', action: 'project.create', target: 'demo', before: null, after: project })
 */
export function createAuditLog(db: Pick<Database, 'insert' | 'select'>): AuditLog {
  return {
    async record(entry) {
      await db.insert(adminAudit).values(entry)
    },
    list({ target, before, limit = 50 } = {}) {
      const conditions = [
        target === undefined ? undefined : eq(adminAudit.target, target),
        before === undefined ? undefined : lt(adminAudit.id, before),
      ].filter((condition) => condition !== undefined)
      return db
        .select()
        .from(adminAudit)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(adminAudit.id))
        .limit(Math.min(Math.max(limit, 1), 200))
    },
  }
}
