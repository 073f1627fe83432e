import { join } from 'node:path'

/** One anvil a devnet start spawned, as `chains.lock` records it. */
export type LockedChain = { caipNetworkId: string; port: number; pid: number }

/** `chains.lock`: the process that started the chains of a data dir, and their anvils. */
export type ChainsLock = { pid: number; chains: LockedChain[] }

/**
 * Where a devnet start records the anvils it spawned: `<dataDir>/chains.lock`. The next start
 * reads it to recognise its own chains left running (the start was killed with SIGKILL) and
 * replace them, rather than refuse a port that its own stale chain holds.
 *
 * @param dataDir - The devnet's data dir.
 * @returns The path of the file.
 *
 * @example
 * import { chainsLockFile } from './chainsLockFile.js'
 * chainsLockFile('/repo/.devnet') // '/repo/.devnet/chains.lock'
 */
export function chainsLockFile(dataDir: string): string {
  return join(dataDir, 'chains.lock')
}
