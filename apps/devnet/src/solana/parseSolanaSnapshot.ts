import { LiteSVM } from 'litesvm'
import type { StoredSolanaTransaction } from './storedSolanaTransaction.js'

/** First bytes of a snapshot: then a u32 (LE) JSON length, the index JSON, LiteSVM's bytes. */
export const solanaSnapshotMagic = 'AIRLOCK-SOLANA-1\n'

/**
 * Reads a snapshot written by the ledger's `serialize()`: the index (genesis time and every
 * transaction) and the LiteSVM state, in one file so they can never disagree.
 *
 * @param bytes - The snapshot.
 * @returns Genesis time, transactions and the restored LiteSVM.
 * @throws If the bytes are not a snapshot.
 *
 * @example
 * import { parseSolanaSnapshot } from './parseSolanaSnapshot.js'
 * const { svm, transactions } = parseSolanaSnapshot(await readFile(path))
 */
export function parseSolanaSnapshot(bytes: Uint8Array): {
  genesisMs: number
  transactions: StoredSolanaTransaction[]
  svm: LiteSVM
} {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (
    buffer.length < solanaSnapshotMagic.length + 4 ||
    buffer.subarray(0, solanaSnapshotMagic.length).toString('utf8') !== solanaSnapshotMagic
  )
    throw new Error('not a Solana devnet snapshot')
  const jsonStart = solanaSnapshotMagic.length + 4
  const jsonEnd = jsonStart + buffer.readUInt32LE(solanaSnapshotMagic.length)
  const index = JSON.parse(buffer.subarray(jsonStart, jsonEnd).toString('utf8')) as {
    genesisMs: number
    transactions: StoredSolanaTransaction[]
  }
  return { ...index, svm: LiteSVM.fromBytes(buffer.subarray(jsonEnd)) }
}
