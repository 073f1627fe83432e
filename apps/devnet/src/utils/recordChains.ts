import { randomBytes } from 'node:crypto'
import { renameSync, rmSync, writeFileSync } from 'node:fs'
import { type ChainsLock, chainsLockFile, type LockedChain } from './chainsLockFile.js'

export type ChainsRecord = {
  /** Records an anvil as soon as it is spawned (seeding ones included). */
  add(chain: LockedChain): void
  /** Forgets an anvil that has exited. */
  remove(pid: number): void
  /** Deletes the file, once every chain has stopped. */
  clear(): void
}

/**
 * Keeps `<dataDir>/chains.lock` up to date with the anvils this process runs for a data dir, so a
 * later start can tell its own stale chains from someone else's process (see
 * `reclaimStaleChains`). Writes are synchronous and atomic: the record is on disk before the next
 * line runs, whatever kills the process after it.
 *
 * @param dataDir - The devnet's data dir (it exists).
 * @returns The record.
 *
 * @example
 * import { recordChains } from './recordChains.js'
 * const record = recordChains(dataDir)
 * record.add({ caipNetworkId: 'eip155:31337', port: 8545, pid: anvil.pid })
 */
export function recordChains(dataDir: string): ChainsRecord {
  const path = chainsLockFile(dataDir)
  const chains = new Map<number, LockedChain>()
  const write = () => {
    const lock: ChainsLock = { pid: process.pid, chains: [...chains.values()] }
    const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
    writeFileSync(temporary, `${JSON.stringify(lock)}\n`, { mode: 0o600 })
    renameSync(temporary, path)
  }
  return {
    add(chain) {
      chains.set(chain.pid, chain)
      write()
    },
    remove(pid) {
      if (chains.delete(pid)) write()
    },
    clear() {
      chains.clear()
      rmSync(path, { force: true })
    },
  }
}
