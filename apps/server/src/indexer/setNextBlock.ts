import type { Database } from '../db/createDatabase.js'
import { indexerChains } from '../db/schema.js'

/**
 * Records the next block the indexer reads on a chain (inside the caller's transaction).
 *
 * @example
 * import { setNextBlock } from './indexer/setNextBlock.js'
 * await db.transaction((tx) => setNextBlock(tx, 31337, 62))
 */
export async function setNextBlock(
  tx: Pick<Database, 'insert'>,
  chainId: number,
  nextBlock: number,
): Promise<void> {
  await tx
    .insert(indexerChains)
    .values({ chainId, nextBlock })
    .onConflictDoUpdate({
      target: indexerChains.chainId,
      set: { nextBlock, updatedAt: new Date() },
    })
}
