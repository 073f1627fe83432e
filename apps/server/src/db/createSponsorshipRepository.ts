import { and, eq, sum } from 'drizzle-orm'
import type { Database } from './createDatabase.js'
import { paymasterSponsorships } from './schema.js'

export type SponsorshipKey = { projectId: string; chainId: number; sender: string; day: string }

export type SponsorshipRepository = {
  /** Gas signed for a sender on a day. */
  spent(key: SponsorshipKey): Promise<number>
  /** Records a signature; signing the same operation again counts once. */
  record(entry: SponsorshipKey & { hash: string; gas: number }): Promise<void>
}

/**
 * The paymaster's ledger of what it signed, for per-sender daily budgets.
 *
 * @param db - The open database.
 * @returns The repository.
 *
 * @example
 * import { createSponsorshipRepository } from './db/createSponsorshipRepository.js'
 * const spent = await createSponsorshipRepository(db.db).spent({ projectId, chainId, sender, day })
 */
export function createSponsorshipRepository(db: Database): SponsorshipRepository {
  const table = paymasterSponsorships
  return {
    async spent({ projectId, chainId, sender, day }) {
      const [row] = await db
        .select({ total: sum(table.gas) })
        .from(table)
        .where(
          and(
            eq(table.projectId, projectId),
            eq(table.chainId, chainId),
            eq(table.sender, sender.toLowerCase()),
            eq(table.day, day),
          ),
        )
      return Number(row?.total ?? 0)
    },
    async record({ hash, projectId, chainId, sender, day, gas }) {
      await db
        .insert(table)
        .values({
          hash,
          projectId,
          chainId,
          sender: sender.toLowerCase(),
          day,
          gas,
          createdAt: new Date(),
        })
        .onConflictDoNothing()
    },
  }
}
