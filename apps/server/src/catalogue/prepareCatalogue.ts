import { count, max } from 'drizzle-orm'
import type { Logger } from '../createLogger.js'
import type { DatabaseHandle } from '../db/createDatabase.js'
import { wallets as walletsTable } from '../db/schema.js'
import {
  type CatalogueIndex,
  type CreateCatalogueIndexParameters,
  createCatalogueIndex,
} from './createCatalogueIndex.js'
import { importWallets } from './importWallets.js'
import type { ImportedWallet } from './parseCatalogueImport.js'
import { readBundledWallets } from './readBundledWallets.js'
import { type StoredWallet, storedWallet } from './storedWallet.js'

export type PrepareCatalogueParameters = CreateCatalogueIndexParameters & {
  /** Told about rows that cannot be served. Defaults to none. */
  logger?: Logger
  /** What an empty table is filled with. Defaults to `readBundledWallets`. */
  bundled?: () => readonly ImportedWallet[]
}

/** The served catalogue: its in-memory index, and `reload` to read the table again. */
export type Catalogue = CatalogueIndex & {
  /** Reads the table again and swaps the index in; requests in flight finish on the old one. */
  reload(): Promise<void>
  /**
   * Reloads when the table changed since the last load (its row count or newest `updated_at`),
   * so an import by the CLI reaches a running server; cheap enough to call every few seconds.
   * @returns Whether it reloaded.
   */
  reloadIfChanged(): Promise<boolean>
}

/**
 * Gets the wallet catalogue ready at server start: fills an empty `wallets` table with the bundled
 * list (source `bundled`, one transaction), then loads every row into an in-memory index that
 * answers requests without touching the database.
 *
 * @param database - From `createDatabase`, after `runMigrations`.
 * @returns The catalogue, for `catalogueRoutes` and `imageRoutes`.
 *
 * @example
 * import { prepareCatalogue } from './catalogue/prepareCatalogue.js'
 * import { catalogueRoutes } from './routes/catalogue.js'
 * const catalogue = await prepareCatalogue(database)
 * app.route('/', catalogueRoutes({ catalogue }))
 */
export async function prepareCatalogue(
  database: DatabaseHandle,
  { logger, bundled = readBundledWallets, ...options }: PrepareCatalogueParameters = {},
): Promise<Catalogue> {
  if ((await database.db.$count(walletsTable)) === 0) {
    const wallets = bundled()
    await importWallets(database, { wallets, source: 'bundled' })
    logger?.info({ wallets: wallets.length }, 'wallet catalogue filled with the bundled list')
  }

  async function load(): Promise<CatalogueIndex> {
    const rows = await database.db.select().from(walletsTable)
    const wallets: StoredWallet[] = []
    for (const row of rows) {
      // A disabled wallet stays in the table for the console, but is never served.
      if (!row.enabled) continue
      // The columns are the truth for what they hold; `data` for the rest.
      const parsed = storedWallet.safeParse({
        ...row.data,
        id: row.id,
        name: row.name,
        order: row.order,
      })
      if (parsed.success) wallets.push(parsed.data)
      else logger?.warn({ id: row.id, issues: parsed.error.issues }, 'catalogue row skipped')
    }
    return createCatalogueIndex(wallets, options)
  }

  const version = async () => {
    const [row] = await database.db
      .select({ rows: count(), newest: max(walletsTable.updatedAt) })
      .from(walletsTable)
    return `${row?.rows}:${row?.newest?.toISOString()}`
  }

  let loaded = await version()
  let index = await load()
  const reload = async () => {
    loaded = await version()
    index = await load()
  }
  return {
    get size() {
      return index.size
    },
    get wallets() {
      return index.wallets
    },
    getWallets: (query) => index.getWallets(query),
    getWalletsBody: (query) => index.getWalletsBody(query),
    getWalletImage: (imageId) => index.getWalletImage(imageId),
    reload,
    async reloadIfChanged() {
      if ((await version()) === loaded) return false
      await reload()
      return true
    },
  }
}
