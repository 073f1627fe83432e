import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import {
  accountTransactions,
  chainTransactions,
  chainTransfers,
  indexedBlocks,
} from '../db/schema.js'
import { setNextBlock } from './setNextBlock.js'

/**
 * Forgets everything indexed on a chain above `block` (after a reorganisation or a devnet reset)
 * and makes `block + 1` the next block to read; `block` -1 forgets the whole chain.
 *
 * @example
 * import { rewindChain } from './indexer/rewindChain.js'
 * await rewindChain(db, 31337, 41)
 */
export async function rewindChain(db: Database, chainId: number, block: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [chainTransactions, chainTransfers, accountTransactions]) {
      await tx.delete(table).where(and(eq(table.chainId, chainId), gt(table.blockNumber, block)))
    }
    await tx
      .delete(indexedBlocks)
      .where(and(eq(indexedBlocks.chainId, chainId), gt(indexedBlocks.number, block)))
    await setNextBlock(tx, chainId, block + 1)
  })
}
