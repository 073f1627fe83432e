import { createHash } from 'node:crypto'
import type { PoolClient } from 'pg'
import type { DatabaseHandle } from '../db/createDatabase.js'

/** Leadership of one chain's indexer. */
export type IndexerLock = {
  /** Whether the lock is still held: its session answers. */
  check(): Promise<boolean>
  /** Gives the lock up (ends its session). Safe to call more than once. */
  release(): Promise<void>
}

// "AIRX" in the high half, the chain id in the low half: one lock per chain, apart from the
// migration lock and from other applications' locks. A chain without a number (a Solana cluster,
// `solana:<genesis hash prefix>`) has "AIRS" and 32 bits of the SHA-256 of its CAIP-2 id.
const lockPrefix = 0x4149_5258n
const namedLockPrefix = 0x4149_5253n

function lockKey(chain: number | string): string {
  if (typeof chain === 'number')
    return ((lockPrefix << 32n) | (BigInt(chain) & 0xffff_ffffn)).toString()
  const hash = createHash('sha256').update(chain).digest().readUInt32BE(0)
  return ((namedLockPrefix << 32n) | BigInt(hash)).toString()
}

/**
 * Tries to become the indexer leader of a chain, so only one of several server replicas writes
 * its index. On Postgres this is a session advisory lock (`pg_try_advisory_lock`) held on a
 * connection of its own for as long as the leader runs: if the process dies or the connection
 * drops, Postgres releases it and another replica takes over. PGlite is one process by
 * construction (the data directory is locked), so it always leads.
 *
 * @param database - From `createDatabase`.
 * @param chain - The chain to lead: an EVM chain id, or the CAIP-2 id of another chain (a Solana
 * cluster's `solana:…`).
 * @returns The lock, or `undefined` when another process leads.
 *
 * @example
 * import { tryAcquireIndexerLock } from './indexer/tryAcquireIndexerLock.js'
 * const lock = await tryAcquireIndexerLock(database, 31337)
 * if (lock) {
 *   // index…
 *   await lock.release()
 * }
 */
export async function tryAcquireIndexerLock(
  database: DatabaseHandle,
  chain: number | string,
): Promise<IndexerLock | undefined> {
  if (database.kind === 'pglite') return { check: async () => true, release: async () => {} }
  const key = lockKey(chain)
  const client: PoolClient = await database.client.connect()
  let lost = false
  // Without a listener, an error on this idle connection would crash the process.
  const onError = () => {
    lost = true
  }
  client.on('error', onError)
  let locked = false
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1::bigint) as locked',
      [key],
    )
    locked = rows[0]?.locked === true
  } finally {
    if (!locked) {
      client.off('error', onError)
      client.release()
    }
  }
  if (!locked) return undefined
  let released = false
  return {
    async check() {
      if (lost || released) return false
      try {
        await client.query('select 1')
        return true
      } catch {
        lost = true
        return false
      }
    },
    async release() {
      if (released) return
      released = true
      client.off('error', onError)
      // Ending the session releases the lock whatever state the connection is in.
      client.release(true)
    },
  }
}
