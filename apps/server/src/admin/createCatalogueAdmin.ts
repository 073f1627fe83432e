import { asc, eq, ilike, sql } from 'drizzle-orm'
import { fetchWalletImages } from '../catalogue/fetchWalletImages.js'
import { importWallets } from '../catalogue/importWallets.js'
import { parseCatalogueImport } from '../catalogue/parseCatalogueImport.js'
import type { Database } from '../db/createDatabase.js'
import { wallets } from '../db/schema.js'
import {
  CatalogueFileError,
  CatalogueImportRefusedError,
  InvalidWalletOrderError,
  WalletNotFoundError,
} from '../errors/catalogue.js'
import { createAuditLog } from './createAuditLog.js'

/** A wallet as the console's catalogue manager lists it. */
export type CatalogueWallet = {
  id: string
  name: string
  order: number
  enabled: boolean
  source: string
}

/** How many wallets lead the catalogue as its featured list (the modal recommends the first). */
const featuredListSize = 12

// Enough of an import's bad entries to see what is wrong without drowning the message.
const namedProblems = 5

export type CreateCatalogueAdminParameters = {
  db: Database
  /** Who makes the changes, as the audit log names them. */
  actor: string
  /** Makes the running server serve the change at once (`Catalogue.reload`). */
  reload: () => Promise<void>
  /** Fetches an import's `image_url`s; defaults to `fetchWalletImages`. */
  fetchImages?: typeof fetchWalletImages
}

/**
 * The wallet catalogue for operators: search, enable or disable a wallet (a disabled one is never
 * served), reorder the featured list (the wallets that lead the catalogue), and import a
 * wallet-explorer export all or nothing. Each change lands with its audit entry in one
 * transaction, then the running server reloads its catalogue.
 *
 * @param parameters - The database, who acts, and the reload.
 * @returns The operations.
 *
 * @example
 * import { createCatalogueAdmin } from './admin/createCatalogueAdmin.js'
 * const admin = createCatalogueAdmin({ db, actor: 'admin olivia', reload: catalogue.reload })
 * await admin.setEnabled('metamask', false)
 */
export function createCatalogueAdmin({
  db,
  actor,
  reload,
  fetchImages = fetchWalletImages,
}: CreateCatalogueAdminParameters) {
  const columns = {
    id: wallets.id,
    name: wallets.name,
    order: wallets.order,
    enabled: wallets.enabled,
    source: wallets.source,
  }
  const ordered = [asc(wallets.order), asc(wallets.name), asc(wallets.id)]
  const featured = (tx: Database) =>
    tx
      .select(columns)
      .from(wallets)
      .orderBy(...ordered)
      .limit(featuredListSize)
  const audited = async <result>(
    action: string,
    target: string,
    write: (tx: Database) => Promise<{ before: unknown; after: unknown; result: result }>,
  ): Promise<result> => {
    const result = await db.transaction(async (tx) => {
      const { before, after, result } = await write(tx)
      await createAuditLog(tx).record({
        actor,
        action,
        target,
        before: before as Record<string, unknown>,
        after: after as Record<string, unknown>,
      })
      return result
    })
    await reload()
    return result
  }
  return {
    /** The featured list, and one page of the wallets whose name contains `search`. */
    async list({
      search = '',
      limit = 50,
    }: {
      search?: string | undefined
      limit?: number | undefined
    } = {}) {
      const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
      const where = search ? ilike(wallets.name, pattern) : undefined
      const [found, [total], top] = await Promise.all([
        db
          .select(columns)
          .from(wallets)
          .where(where)
          .orderBy(...ordered)
          .limit(Math.min(Math.max(limit, 1), 200)),
        db.select({ count: sql<number>`count(*)::int` }).from(wallets).where(where),
        featured(db),
      ])
      return { wallets: found, total: total?.count ?? 0, featured: top }
    },

    /** Turns one wallet on or off for every project. */
    setEnabled: (id: string, enabled: boolean) =>
      audited(enabled ? 'wallet.enable' : 'wallet.disable', id, async (tx) => {
        const [before] = await tx.select(columns).from(wallets).where(eq(wallets.id, id))
        if (!before) throw new WalletNotFoundError({ id })
        const [after] = await tx
          .update(wallets)
          .set({ enabled, updatedAt: new Date() })
          .where(eq(wallets.id, id))
          .returning(columns)
        return { before: { enabled: before.enabled }, after: { enabled }, result: after ?? before }
      }),

    /**
     * Puts `ids` first, in that order (the new featured list); every other wallet follows in its
     * old order.
     */
    setFeatured: (ids: readonly string[]) =>
      audited('catalogue.reorder', 'featured', async (tx) => {
        if (new Set(ids).size !== ids.length) throw new InvalidWalletOrderError()
        const before = (await featured(tx)).map((wallet) => wallet.id)
        const all = await tx
          .select({ id: wallets.id, order: wallets.order })
          .from(wallets)
          .orderBy(...ordered)
        const known = new Set(all.map((wallet) => wallet.id))
        const unknown = ids.find((id) => !known.has(id))
        if (unknown !== undefined) throw new WalletNotFoundError({ id: unknown })
        const first = new Set(ids)
        const sequence = [...ids, ...all.map((wallet) => wallet.id).filter((id) => !first.has(id))]
        const current = new Map(all.map((wallet) => [wallet.id, wallet.order]))
        const moved = sequence
          .map((id, index) => ({ id, order: index + 1 }))
          .filter(({ id, order }) => current.get(id) !== order)
        if (moved.length > 0) {
          const values = sql.join(
            moved.map(({ id, order }) => sql`(${id}, ${order}::int)`),
            sql`, `,
          )
          await tx.execute(
            sql`update ${wallets} set "order" = moved.position, updated_at = now() from (values ${values}) as moved(id, position) where ${wallets.id} = moved.id`,
          )
        }
        const after = (await featured(tx)).map((wallet) => wallet.id)
        return { before: { featured: before }, after: { featured: after }, result: after }
      }),

    /**
     * Imports a wallet-explorer export (`{ listings }`, a `getWallets` answer or an array), all or
     * nothing: a file that is not a catalogue, has no wallets, or has any invalid entry is
     * refused whole, naming the first bad entries.
     */
    async importFile(input: unknown, source: string) {
      let parsed: ReturnType<typeof parseCatalogueImport>
      try {
        parsed = parseCatalogueImport(input, { file: source })
      } catch (error) {
        if (error instanceof CatalogueFileError)
          throw new CatalogueImportRefusedError({ problem: 'this file is not a wallet catalogue' })
        throw error
      }
      const { format, skipped } = parsed
      if (skipped.length > 0)
        throw new CatalogueImportRefusedError({
          problem: `${skipped.length} of ${skipped.length + parsed.wallets.length} entries are invalid`,
          details: skipped
            .slice(0, namedProblems)
            .map(
              (entry) => `Entry ${entry.index}${entry.id ? ` (${entry.id})` : ''}: ${entry.reason}`,
            )
            .join('\n'),
        })
      if (parsed.wallets.length === 0)
        throw new CatalogueImportRefusedError({ problem: 'the file lists no wallets' })
      const images = await fetchImages(parsed.wallets)
      return audited('catalogue.import', source, async (tx) => {
        const counts = await importWallets({ db: tx }, { wallets: images.wallets, source })
        const summary = { format, ...counts, imagesNotKept: images.failed.length }
        return { before: null, after: summary, result: summary }
      })
    },
  }
}

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>
