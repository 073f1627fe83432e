import { readFile, stat, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { ensurePrivateDir } from '../db/ensurePrivateDir.js'
import { WalletKeyFileError } from '../errors/emailAuth.js'

/**
 * The text of a secret key file in `KEYS_DIR`, created with `create()` (mode 0600, in a 0700
 * folder) the first time. Of two processes starting together, one creates it and the other
 * reads it.
 *
 * @param path - The key file.
 * @param create - A new key's text, for a file that does not exist yet.
 * @returns The file's text, trimmed; the caller checks its format.
 * @throws {WalletKeyFileError} When the file cannot be created or read, or others may read it.
 *
 * @example
 * const text = await readOrCreateKeyFile(join(config.keysDir, 'wallet-kek'), () => randomBytes(32).toString('base64'))
 */
export async function readOrCreateKeyFile(path: string, create: () => string): Promise<string> {
  try {
    await ensurePrivateDir(dirname(path))
    // `wx`: of two processes starting together, one creates the file and the other reads it.
    await writeFile(path, `${create()}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
      throw new WalletKeyFileError({ path, reason: 'could not be created', cause: error })
  }
  try {
    const { mode } = await stat(path)
    if ((mode & 0o077) !== 0)
      throw new WalletKeyFileError({
        path,
        reason: `is readable by others (mode ${(mode & 0o777).toString(8)}): chmod 600 it`,
      })
    return (await readFile(path, 'utf8')).trim()
  } catch (error) {
    if (error instanceof WalletKeyFileError) throw error
    throw new WalletKeyFileError({ path, reason: 'could not be read', cause: error })
  }
}
