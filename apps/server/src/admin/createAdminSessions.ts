import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { adminSessions, adminUsers } from '../db/schema.js'
import type { Admin } from './createAdminAccounts.js'

/** The console session's lifetimes, each overridable for tests. */
export const adminSessionLimits = {
  /** A session unused this long is over. */
  idleMs: 30 * 60_000,
  /** Every session is over this long after sign-in, used or not. */
  absoluteMs: 8 * 60 * 60_000,
  /** A session in use gets a new cookie token this often… */
  rotateMs: 5 * 60_000,
  /** …and the old one stops working this soon after (requests in flight with it still pass). */
  rotateGraceMs: 30_000,
}

/** A live session: its admin, its CSRF token, and a new cookie token when it was just rotated. */
export type AdminSession = { admin: Admin; csrfToken: string; rotatedToken?: string | undefined }

export type AdminSessions = ReturnType<typeof createAdminSessions>

/**
 * Console sessions: a 256-bit cookie token kept only as its sha256, a CSRF token per session,
 * an idle expiry of 30 minutes, an absolute one of 8 hours, and a new token every 5 minutes of
 * use (rotation: a stolen old cookie is worthless 30 seconds later). Signing out ends every
 * token of the session at once.
 *
 * @param db - The database.
 * @param now - The clock, for tests. Defaults to `() => new Date()`.
 * @returns `create`, `read` and `revoke`.
 *
 * @example
 * import { createAdminSessions } from './admin/createAdminSessions.js'
 * const { token, csrfToken } = await createAdminSessions(db).create(admin.id)
 */
export function createAdminSessions(db: Database, now: () => Date = () => new Date()) {
  // Every token of the session (the current one, and one left from a rotation) shares its CSRF
  // token: ending the session ends them all.
  const revoke = async (token: string | undefined) => {
    if (!token) return
    const [row] = await db
      .select({ csrfToken: adminSessions.csrfToken })
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, sha256(token)))
    if (row) await db.delete(adminSessions).where(eq(adminSessions.csrfToken, row.csrfToken))
  }
  return {
    /** Starts a session, ending the browser's earlier one (`replaces`, its cookie token). */
    async create(userId: number, { replaces }: { replaces?: string | undefined } = {}) {
      await revoke(replaces)
      const token = newToken()
      const csrfToken = newToken()
      const time = now()
      await db.insert(adminSessions).values({
        tokenHash: sha256(token),
        userId,
        csrfToken,
        createdAt: time,
        rotatedAt: time,
        lastUsedAt: time,
      })
      return { token, csrfToken }
    },

    /** The live session of a cookie token; an expired one is deleted. */
    async read(token: string | undefined): Promise<AdminSession | undefined> {
      if (!token || token.length > 64) return undefined
      const [row] = await db
        .select({ session: adminSessions, admin: adminUsers })
        .from(adminSessions)
        .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
        .where(eq(adminSessions.tokenHash, sha256(token)))
      if (!row) return undefined
      const time = now().getTime()
      const { session, admin } = row
      if (
        time - session.lastUsedAt.getTime() > adminSessionLimits.idleMs ||
        time - session.createdAt.getTime() > adminSessionLimits.absoluteMs
      ) {
        // Only this token: a newer one of the same session may still be live.
        await db.delete(adminSessions).where(eq(adminSessions.tokenHash, session.tokenHash))
        return undefined
      }
      const rotate = time - session.rotatedAt.getTime() > adminSessionLimits.rotateMs
      const rotatedToken = rotate ? newToken() : undefined
      if (rotatedToken) {
        // The new token carries the session on; the old one dies within `rotateGraceMs` (its
        // absolute end moved there), so requests already in flight with it still pass.
        await db.insert(adminSessions).values({
          ...session,
          tokenHash: sha256(rotatedToken),
          rotatedAt: new Date(time),
          lastUsedAt: new Date(time),
        })
        await db
          .update(adminSessions)
          .set({
            rotatedAt: new Date(time),
            createdAt: new Date(
              time - adminSessionLimits.absoluteMs + adminSessionLimits.rotateGraceMs,
            ),
          })
          .where(eq(adminSessions.tokenHash, session.tokenHash))
      } else
        await db
          .update(adminSessions)
          .set({ lastUsedAt: new Date(time) })
          .where(eq(adminSessions.tokenHash, session.tokenHash))
      return {
        admin: { id: admin.id, name: admin.name, role: admin.role },
        csrfToken: session.csrfToken,
        rotatedToken,
      }
    },

    /** Ends a session at once. */
    revoke,
  }
}

const newToken = () => randomBytes(32).toString('base64url')
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')
