import { hkdfSync, randomBytes } from 'node:crypto'
import { rename, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Config } from '../config/loadConfig.js'
import { ensurePrivateDir } from '../db/ensurePrivateDir.js'
import { WalletKeyFileError } from '../errors/emailAuth.js'
import { readOrCreateKeyFile } from '../keys/readOrCreateKeyFile.js'

/** The e-mail wallet's server-side keys. Never log them. */
export type WalletKeys = {
  /** Wraps each user's data key, under which the auth share and sealed recovery share are kept. */
  kek: Buffer
  /** Keys the HMAC of one-time codes; derived from the KEK, so it needs no setting of its own. */
  codeKey: Buffer
}

/**
 * Loads the e-mail wallet's keys: `WALLET_KEK` when set, else the file `<KEYS_DIR>/wallet-kek`
 * (32 random bytes in base64), created with mode 0600 in a 0700 folder the first time — apart from
 * the database, so a copy of `DATA_DIR` holds no key. A key file left at its former place,
 * `<DATA_DIR>/wallet-kek`, is moved there (a new key would make every stored share unreadable). A key file that others than
 * its owner may read is refused, as ssh refuses such a private key. Back it up: without the KEK no
 * stored auth share can be read. The server holds no recovery key: the recovery share arrives
 * sealed to the secure origin's own key (`WALLET_RECOVERY_KEY` of `apps/secure`), which the server
 * never has.
 *
 * @param config - `walletKek`, `keysDir`, and `dataDir` (the former place of the key file).
 * @returns The keys.
 * @throws {WalletKeyFileError} When the file is unreadable, malformed or readable by others.
 *
 * @example
 * import { loadWalletKeys } from './email/loadWalletKeys.js'
 * const keys = await loadWalletKeys(config)
 */
export async function loadWalletKeys(
  config: Pick<Config, 'walletKek' | 'keysDir'> & { dataDir?: string | undefined },
): Promise<WalletKeys> {
  const path = join(config.keysDir, 'wallet-kek')
  if (!config.walletKek && config.dataDir)
    await moveFormerKeyFile(join(config.dataDir, 'wallet-kek'), path)
  const kek = await loadKey(config.walletKek, path)
  const codeKey = Buffer.from(hkdfSync('sha256', kek, '', 'airlock e-mail code hmac v1', 32))
  return { kek, codeKey }
}

async function loadKey(value: string | undefined, path: string): Promise<Buffer> {
  if (value) return Buffer.from(value, 'base64')
  const text = await readOrCreateKeyFile(path, () => randomBytes(32).toString('base64'))
  const key = Buffer.from(text, 'base64')
  if (!/^[A-Za-z0-9+/]{43}=$/.test(text) || key.length !== 32)
    throw new WalletKeyFileError({ path, reason: 'does not hold 32 bytes in base64' })
  return key
}

/** Moves a key file from where an older version created it, unless one is at the new place. */
async function moveFormerKeyFile(from: string, to: string) {
  if (from === to) return
  try {
    await stat(from)
  } catch {
    return
  }
  try {
    await stat(to)
    return
  } catch {}
  await ensurePrivateDir(join(to, '..'))
  await rename(from, to)
}
