import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { emailWallets, profileNames } from '../db/schema.js'

/** A registered name as stored. */
export type StoredName = typeof profileNames.$inferSelect

/** The name service's queries. */
export type NameRepository = {
  /** The name's row, if registered. */
  get(name: string): Promise<StoredName | undefined>
  /** The address's names, newest first (the first is its primary name). */
  listByAddress(address: string): Promise<StoredName[]>
  /** Which of `names` are registered. */
  taken(names: readonly string[]): Promise<Set<string>>
  /** Whether the address is an embedded (e-mail or social) wallet of this server. */
  isEmbeddedWallet(address: string): Promise<boolean>
  /**
   * Writes a new name, or updates the owner's own one when `signedAt` is newer than the stored
   * message's. One statement: two racing registrations cannot both win.
   *
   * @returns `'created'`, `'updated'`, `'taken'` (another address holds it) or `'replayed'`.
   */
  save(row: StoredName): Promise<'created' | 'updated' | 'taken' | 'replayed'>
}

/**
 * Creates the name service's repository over the server's database (`profile_names`).
 *
 * @param db - The open, migrated database.
 * @returns The queries.
 *
 * @example
 * import { createNameRepository } from './names/createNameRepository.js'
 * const names = createNameRepository(database.db)
 * await names.get('alice.airlock.test')
 */
export function createNameRepository(db: Database): NameRepository {
  // Built once: the names gateway reads a record for every request it answers.
  const byName = db
    .select()
    .from(profileNames)
    .where(eq(profileNames.name, sql.placeholder('name')))
    .prepare('profile_names_get')
  const byAddress = db
    .select()
    .from(profileNames)
    .where(eq(profileNames.address, sql.placeholder('address')))
    .orderBy(desc(profileNames.registeredAt), desc(profileNames.name))
    .limit(100)
    .prepare('profile_names_list_by_address')
  return {
    async get(name) {
      const [row] = await byName.execute({ name })
      return row
    },
    listByAddress: (address) => byAddress.execute({ address }),
    async taken(names) {
      if (names.length === 0) return new Set()
      const rows = await db
        .select({ name: profileNames.name })
        .from(profileNames)
        .where(inArray(profileNames.name, [...names]))
      return new Set(rows.map((row) => row.name))
    },
    async isEmbeddedWallet(address) {
      const rows = await db
        .select({ address: emailWallets.address })
        .from(emailWallets)
        .where(eq(emailWallets.address, address))
        .limit(1)
      return rows.length > 0
    },
    async save(row) {
      const inserted = await db
        .insert(profileNames)
        .values(row)
        .onConflictDoNothing({ target: profileNames.name })
        .returning({ name: profileNames.name })
      if (inserted.length > 0) return 'created'
      const updated = await db
        .update(profileNames)
        .set({ attributes: row.attributes, signedAt: row.signedAt, updatedAt: row.updatedAt })
        .where(
          and(
            eq(profileNames.name, row.name),
            eq(profileNames.address, row.address),
            lt(profileNames.signedAt, row.signedAt),
          ),
        )
        .returning({ name: profileNames.name })
      if (updated.length > 0) return 'updated'
      const current = await this.get(row.name)
      return current && current.address === row.address ? 'replayed' : 'taken'
    },
  }
}
