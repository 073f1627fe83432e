import { join } from 'node:path'

export type EvmStateFiles = {
  /** Plain-JSON anvil state right after seeding; never written by a running chain. */
  pristine: string
  /** anvil's `--dump-state` target: the chain as it was last left. */
  live: string
  /** What seeded the pristine snapshot (seed fingerprint, time, counts). */
  seed: string
}

/**
 * Paths of one EVM chain's state inside the data dir: `evm-<chainId>.pristine.json`,
 * `evm-<chainId>.live.json` and `evm-<chainId>.seed.json`.
 *
 * @param dataDir - The devnet's data dir.
 * @param chainId - EIP-155 chain id.
 * @returns The three paths.
 *
 * @example
 * import { evmStateFiles } from './evmStateFiles.js'
 * evmStateFiles('/repo/.devnet', 31337).live // /repo/.devnet/evm-31337.live.json
 */
export function evmStateFiles(dataDir: string, chainId: number): EvmStateFiles {
  const base = join(dataDir, `evm-${chainId}`)
  return { pristine: `${base}.pristine.json`, live: `${base}.live.json`, seed: `${base}.seed.json` }
}
