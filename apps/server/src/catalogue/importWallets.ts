import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../db/createDatabase.js'
import { wallets as walletsTable } from '../db/schema.js'
import type { ImportedWallet } from './parseCatalogueImport.js'
import type { StoredWallet } from './storedWallet.js'

export type ImportWalletsParameters = {
  wallets: readonly ImportedWallet[]
  /** Recorded with each row: `bundled`, or the name of the imported file. */
  source: string
}

export type ImportWalletsReturnType = {
  /** Wallets that were not in the catalogue. */
  added: number
  /** Wallets that were, now replaced by the imported entry. */
  updated: number
}

// Six parameters a row: far below Postgres' limit of 65,535 per statement.
const rowsPerStatement = 500

/**
 * Writes wallets into the catalogue table in one transaction, so an import lands whole or not at
 * all. A wallet already there is replaced by the imported entry (its source becomes `source`);
 * one without an `order` keeps its current place, and a new one without an `order` is placed after
 * every other, in the order given.
 *
 * Call `catalogue.reload()` afterwards for a running server to serve the change.
 *
 * @param database - From `createDatabase`, migrated.
 * @returns How many wallets were added and how many updated.
 *
 * @example
 * import { importWallets } from './catalogue/importWallets.js'
 * import { parseCatalogueImport } from './catalogue/parseCatalogueImport.js'
 * const { wallets } = parseCatalogueImport(json)
 * const { added, updated } = await importWallets(database, { wallets, source: 'listings.json' })
 */
export async function importWallets(
  database: Pick<DatabaseHandle, 'db'>,
  { wallets, source }: ImportWalletsParameters,
): Promise<ImportWalletsReturnType> {
  return database.db.transaction(async (tx) => {
    const existing = new Map(
      (await tx.select({ id: walletsTable.id, order: walletsTable.order }).from(walletsTable)).map(
        (row) => [row.id, row.order] as const,
      ),
    )
    let nextOrder =
      Math.max(0, ...existing.values(), ...wallets.map((wallet) => wallet.order ?? 0)) + 1
    const rows = wallets.map((wallet) => {
      const order = wallet.order ?? existing.get(wallet.id) ?? nextOrder++
      const data: StoredWallet = { ...wallet, order }
      return { id: wallet.id, name: wallet.name, order, data, source, updatedAt: new Date() }
    })
    for (let start = 0; start < rows.length; start += rowsPerStatement) {
      await tx
        .insert(walletsTable)
        .values(rows.slice(start, start + rowsPerStatement))
        .onConflictDoUpdate({
          target: walletsTable.id,
          set: {
            name: sql.raw('excluded.name'),
            order: sql.raw('excluded."order"'),
            data: sql.raw('excluded.data'),
            source: sql.raw('excluded.source'),
            updatedAt: sql.raw('excluded.updated_at'),
          },
        })
    }
    const added = wallets.filter((wallet) => !existing.has(wallet.id)).length
    return { added, updated: wallets.length - added }
  })
}
