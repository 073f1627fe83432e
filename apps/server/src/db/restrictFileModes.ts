import { chmod, readdir } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Makes a tree private to its owner: directories 0700, files 0600. PGlite creates its files with
 * the process's umask (0666 under a umask of 0); this narrows them after it opens and closes.
 *
 * @param dir - The root of the tree.
 *
 * @example
 * import { restrictFileModes } from './restrictFileModes.js'
 * await restrictFileModes(join(config.dataDir, 'pglite'))
 */
export async function restrictFileModes(dir: string): Promise<void> {
  await chmod(dir, 0o700)
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) await restrictFileModes(path)
    else if (entry.isFile()) await chmod(path, 0o600)
  }
}
