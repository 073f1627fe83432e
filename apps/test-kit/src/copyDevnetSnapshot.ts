import { cp, mkdtemp } from 'node:fs/promises'
import { join } from 'node:path'
import { inject } from 'vitest'

/**
 * Copies the run's seeded snapshot (made once by `devnetGlobalSetup`) into a new data dir under the
 * run's temporary root (deleted at teardown), so a test file can start, change and reset its own
 * devnet without reseeding.
 *
 * @returns The new data dir.
 *
 * @example
 * const dataDir = await copyDevnetSnapshot()
 * const devnet = await startDevnet({ dataDir, ports })
 */
export async function copyDevnetSnapshot(): Promise<string> {
  const snapshot = inject('devnetSnapshot')
  const dataDir = await mkdtemp(join(snapshot.root, 'copy-'))
  await cp(snapshot.dataDir, dataDir, { recursive: true })
  return dataDir
}
