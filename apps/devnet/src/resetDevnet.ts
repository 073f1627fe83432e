import { readdir, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { defaultDataDir } from './defaultDataDir.js'

export type ResetDevnetParameters = {
  /** The data dir to reset. Defaults to {@link defaultDataDir}. */
  dataDir?: string
  /** Delete the pristine snapshots too, so the next start seeds afresh. Defaults to `false`. */
  reseed?: boolean
}

export type ResetDevnetReturnType = {
  /** Paths deleted. */
  removed: string[]
}

/**
 * Resets the devnet's saved state. By default it deletes the live state of every chain, so the
 * next start returns to the pristine seed; with `reseed` it deletes the whole data dir, so the
 * next start seeds new history (dated from that moment). Stop the devnet first: a running chain
 * writes its live state again when it stops.
 *
 * @param parameters - Data dir and whether to reseed.
 * @returns What was deleted.
 *
 * @example
 * import { resetDevnet } from '@airlock/devnet'
 * await resetDevnet() // back to the seeded state on next start
 * await resetDevnet({ reseed: true }) // everything reseeded on next start
 */
export async function resetDevnet({
  dataDir = defaultDataDir,
  reseed = false,
}: ResetDevnetParameters = {}): Promise<ResetDevnetReturnType> {
  const directory = resolve(dataDir)
  let files: string[]
  try {
    files = await readdir(directory)
  } catch {
    return { removed: [] }
  }
  const removed = files
    .filter((file) => reseed || file.includes('.live.'))
    .map((file) => join(directory, file))
  await Promise.all(removed.map((path) => rm(path, { recursive: true, force: true })))
  if (reseed) await rm(directory, { recursive: true, force: true })
  return { removed }
}
