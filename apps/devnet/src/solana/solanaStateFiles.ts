import { join } from 'node:path'

export type SolanaStateFiles = {
  /** Ledger snapshot right after seeding; never written by a running chain. */
  pristine: string
  /** The ledger as it was last left (written a moment after each transaction and on stop). */
  live: string
  /** What seeded the pristine snapshot (fingerprint, time, counts). */
  seed: string
}

/**
 * Paths of the Solana chain's state inside the devnet's data dir, beside the EVM chains':
 * `solana.pristine.bin`, `solana.live.bin` and `solana.seed.json` (so `devnet reset` forgets the
 * live state and `--reseed` everything, as for the EVM chains).
 *
 * @param dataDir - The devnet's data dir.
 * @returns The three paths.
 *
 * @example
 * import { solanaStateFiles } from './solanaStateFiles.js'
 * solanaStateFiles('/repo/.devnet').live // /repo/.devnet/solana.live.bin
 */
export function solanaStateFiles(dataDir: string): SolanaStateFiles {
  const base = join(dataDir, 'solana')
  return { pristine: `${base}.pristine.bin`, live: `${base}.live.bin`, seed: `${base}.seed.json` }
}
