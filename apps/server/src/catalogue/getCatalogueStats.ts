import type { DatabaseHandle } from '../db/createDatabase.js'
import { wallets as walletsTable } from '../db/schema.js'

/** Counts, each list sorted by count (most first), then by name. */
export type CatalogueStats = {
  total: number
  bySource: [source: string, count: number][]
  byBadge: [badge: string, count: number][]
  byChain: [caipNetworkId: string, count: number][]
}

/**
 * Counts the catalogue's wallets by source (`bundled` or an import's file), by badge and by chain,
 * as the table holds them (a running server may not have reloaded yet).
 *
 * @param database - From `createDatabase`, migrated.
 * @returns The counts.
 *
 * @example
 * import { getCatalogueStats } from './catalogue/getCatalogueStats.js'
 * const { total, byChain } = await getCatalogueStats(database)
 */
export async function getCatalogueStats(database: DatabaseHandle): Promise<CatalogueStats> {
  const rows = await database.db
    .select({ source: walletsTable.source, data: walletsTable.data })
    .from(walletsTable)
  const bySource = new Map<string, number>()
  const byBadge = new Map<string, number>()
  const byChain = new Map<string, number>()
  const add = (counts: Map<string, number>, key: string) =>
    counts.set(key, (counts.get(key) ?? 0) + 1)
  for (const { source, data } of rows) {
    add(bySource, source)
    add(byBadge, typeof data.badge_type === 'string' ? data.badge_type : 'none')
    const chains = Array.isArray(data.chains) ? data.chains : []
    for (const chain of new Set(chains)) if (typeof chain === 'string') add(byChain, chain)
  }
  return {
    total: rows.length,
    bySource: sorted(bySource),
    byBadge: sorted(byBadge),
    byChain: sorted(byChain),
  }
}

function sorted(counts: Map<string, number>): [string, number][] {
  return [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))
}
