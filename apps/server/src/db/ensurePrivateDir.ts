import { chmod, mkdir } from 'node:fs/promises'

/**
 * Creates a directory (and its missing parents) that only its owner may enter: mode 0700, set
 * again if it already existed with a wider one. A directory this process may not change (a
 * volume owned by another user) is left as it is.
 *
 * @param path - The directory.
 *
 * @example
 * import { ensurePrivateDir } from './ensurePrivateDir.js'
 * await ensurePrivateDir(config.dataDir)
 */
export async function ensurePrivateDir(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: 0o700 })
  await chmod(path, 0o700).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPERM') throw error
  })
}
