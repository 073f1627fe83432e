import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from './createDatabase.js'
import { authAccounts, authNonces, authSessions } from './schema.js'

/** A stored sign-in nonce. */
export type AuthNonce = typeof authNonces.$inferSelect
/** A stored session (its token only as a hash). */
export type AuthSession = typeof authSessions.$inferSelect

export type CreateSessionParameters = {
  /** The nonce the message carries, and the hash of the token issued with it. */
  nonce: { nonce: string; tokenHash: string }
  session: Omit<typeof authSessions.$inferInsert, 'id' | 'revokedAt'>
}

/** Reads and writes sign-in nonces, sessions and account metadata. */
export type AuthRepository = {
  issueNonce(nonce: Omit<AuthNonce, 'consumedAt'>): Promise<void>
  findNonce(nonce: string): Promise<AuthNonce | undefined>
  /**
   * Atomically: marks the nonce used, if it is still unused, unexpired (at
   * `session.createdAt`) and issued to this project with this token, and stores the session.
   * @returns The session, or `undefined` (and nothing written) when the nonce was not usable.
   */
  createSession(parameters: CreateSessionParameters): Promise<AuthSession | undefined>
  /** The session with this token hash in this project, if it is live at `now`. */
  findLiveSession(parameters: {
    projectId: string
    tokenHash: string
    now: Date
  }): Promise<AuthSession | undefined>
  /** Ends the live session with this token hash at `now`. @returns Whether there was one. */
  revokeSession(parameters: { projectId: string; tokenHash: string; now: Date }): Promise<boolean>
  getAccountMetadata(projectId: string, address: string): Promise<Record<string, unknown> | null>
  setAccountMetadata(parameters: {
    projectId: string
    address: string
    metadata: Record<string, unknown> | null
    now: Date
  }): Promise<void>
  /**
   * Deletes nonces expired for over `nonceGraceMs` (until then a reused nonce is reported as
   * used, not unknown) and sessions that ended over `sessionGraceMs` ago.
   */
  sweep(parameters: { now: Date; nonceGraceMs: number; sessionGraceMs: number }): Promise<void>
}

/**
 * Creates the repository behind `/auth/v1/*` over a database. Times come from the caller, so one
 * clock (the server's) decides every expiry.
 *
 * @param db - The Drizzle database of `createDatabase`.
 * @returns The repository.
 *
 * @example
 * import { createAuthRepository } from './db/createAuthRepository.js'
 * const auth = createAuthRepository(database.db)
 * const session = await auth.findLiveSession({ projectId, tokenHash, now: new Date() })
 */
export function createAuthRepository(db: Database): AuthRepository {
  return {
    async issueNonce(nonce) {
      await db.insert(authNonces).values(nonce)
    },
    async findNonce(nonce) {
      const [row] = await db.select().from(authNonces).where(eq(authNonces.nonce, nonce))
      return row
    },
    async createSession({ nonce, session }) {
      // One statement, so one round trip and one commit: consuming the nonce and storing the
      // session succeed or fail together, and of two racing requests only one finds the nonce
      // unconsumed (the other waits for the row lock, then sees it consumed).
      const result = await db.execute(sql`
        with consumed as (
          update auth_nonces set consumed_at = ${session.createdAt}
          where nonce = ${nonce.nonce}
            and project_id = ${session.projectId}
            and token_hash = ${nonce.tokenHash}
            and consumed_at is null
            and expires_at > ${session.createdAt}
          returning nonce
        )
        insert into auth_sessions (token_hash, project_id, address, chain_id, solana_cluster,
          domain, nonce, message, signature, data, created_at, expires_at)
        select ${session.tokenHash}, ${session.projectId}, ${session.address}, ${session.chainId},
          ${session.solanaCluster ?? null},
          ${session.domain}, consumed.nonce, ${session.message}, ${session.signature},
          ${session.data === null || session.data === undefined ? null : JSON.stringify(session.data)}::jsonb,
          ${session.createdAt}, ${session.expiresAt}
        from consumed
        returning id`)
      // PGlite and node-postgres both answer `{ rows }`; Drizzle's shared type does not say so.
      const [row] = (result as unknown as { rows: { id: number | string }[] }).rows
      if (!row) return undefined
      return {
        ...session,
        id: Number(row.id),
        solanaCluster: session.solanaCluster ?? null,
        data: session.data ?? null,
        revokedAt: null,
      }
    },
    async findLiveSession({ projectId, tokenHash, now }) {
      const [row] = await db
        .select()
        .from(authSessions)
        .where(
          and(
            eq(authSessions.tokenHash, tokenHash),
            eq(authSessions.projectId, projectId),
            isNull(authSessions.revokedAt),
            gt(authSessions.expiresAt, now),
          ),
        )
      return row
    },
    async revokeSession({ projectId, tokenHash, now }) {
      const rows = await db
        .update(authSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(authSessions.tokenHash, tokenHash),
            eq(authSessions.projectId, projectId),
            isNull(authSessions.revokedAt),
            gt(authSessions.expiresAt, now),
          ),
        )
        .returning({ id: authSessions.id })
      return rows.length > 0
    },
    async getAccountMetadata(projectId, address) {
      const [row] = await db
        .select({ metadata: authAccounts.metadata })
        .from(authAccounts)
        .where(and(eq(authAccounts.projectId, projectId), eq(authAccounts.address, address)))
      return row?.metadata ?? null
    },
    async setAccountMetadata({ projectId, address, metadata, now }) {
      await db
        .insert(authAccounts)
        .values({ projectId, address, metadata, updatedAt: now })
        .onConflictDoUpdate({
          target: [authAccounts.projectId, authAccounts.address],
          set: { metadata: sql`excluded.metadata`, updatedAt: sql`excluded.updated_at` },
        })
    },
    async sweep({ now, nonceGraceMs, sessionGraceMs }) {
      await db
        .delete(authNonces)
        .where(lt(authNonces.expiresAt, new Date(now.getTime() - nonceGraceMs)))
      const before = new Date(now.getTime() - sessionGraceMs)
      await db
        .delete(authSessions)
        .where(or(lt(authSessions.expiresAt, before), lt(authSessions.revokedAt, before)))
    },
  }
}
