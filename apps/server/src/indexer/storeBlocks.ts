import { and, eq, lt } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import {
  accountTransactions,
  chainTransactions,
  chainTransfers,
  indexedBlocks,
} from '../db/schema.js'
import type { DecodedBlock } from './decodeBlock.js'
import { setNextBlock } from './setNextBlock.js'

// Rows per INSERT: well under Postgres' 65,535 bind parameters for the widest table.
const chunkSize = 500
// Block hashes kept to notice a reorganisation; a deeper one re-indexes the chain from scratch.
export const keptBlockHashes = 256

/**
 * Stores decoded blocks and moves the chain's progress past the last of them, in one database
 * transaction: a crash leaves either all of it or none. Rows already there (a re-run after a crash
 * between two leaders) are left as they are.
 *
 * @param db - The database.
 * @param chainId - The chain.
 * @param blocks - From `decodeBlock`, in block order, without gaps.
 *
 * @example
 * import { storeBlocks } from './indexer/storeBlocks.js'
 * await storeBlocks(db, 31337, decoded)
 */
export async function storeBlocks(
  db: Database,
  chainId: number,
  blocks: readonly DecodedBlock[],
): Promise<void> {
  const last = blocks.at(-1)
  if (!last) return
  await db.transaction(async (tx) => {
    for (const rows of chunks(blocks.flatMap((block) => block.transactions)))
      await tx.insert(chainTransactions).values(rows).onConflictDoNothing()
    for (const rows of chunks(blocks.flatMap((block) => block.transfers)))
      await tx.insert(chainTransfers).values(rows).onConflictDoNothing()
    for (const rows of chunks(blocks.flatMap((block) => block.accounts)))
      await tx.insert(accountTransactions).values(rows).onConflictDoNothing()
    for (const rows of chunks(
      blocks.map((block) => ({ chainId, number: block.number, hash: block.hash })),
    ))
      await tx
        .insert(indexedBlocks)
        .values(rows)
        .onConflictDoUpdate({
          target: [indexedBlocks.chainId, indexedBlocks.number],
          set: { hash: indexedBlocks.hash },
        })
    await tx
      .delete(indexedBlocks)
      .where(
        and(
          eq(indexedBlocks.chainId, chainId),
          lt(indexedBlocks.number, last.number - keptBlockHashes),
        ),
      )
    await setNextBlock(tx, chainId, last.number + 1)
  })
}

function* chunks<row>(rows: readonly row[]): Generator<row[]> {
  for (let i = 0; i < rows.length; i += chunkSize) yield rows.slice(i, i + chunkSize)
}
