import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'

/**
 * Tells whether a chain's pristine snapshot exists and was seeded under the current seed
 * fingerprint (recorded in its seed file); otherwise the chain must be seeded again.
 *
 * @param pristine - The pristine snapshot's path.
 * @param seed - The seed file's path (JSON with a `fingerprint`).
 * @param fingerprint - The current fingerprint.
 * @returns `true` if the snapshot can be used.
 *
 * @example
 * import { isSeedCurrent } from './isSeedCurrent.js'
 * if (!(await isSeedCurrent(files.pristine, files.seed, seedFingerprint()))) await reseed()
 */
export async function isSeedCurrent(
  pristine: string,
  seed: string,
  fingerprint: string,
): Promise<boolean> {
  if (!existsSync(pristine)) return false
  try {
    const meta = JSON.parse(await readFile(seed, 'utf8')) as { fingerprint?: string }
    return meta.fingerprint === fingerprint
  } catch {
    return false
  }
}
