import { readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Hex } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { Config } from '../config/loadConfig.js'
import { ensurePrivateDir } from '../db/ensurePrivateDir.js'
import { WalletKeyFileError } from '../errors/emailAuth.js'

/**
 * Loads the key that signs the names gateway's answers: `NAMES_GATEWAY_SIGNER_KEY` when set, else
 * the file `<KEYS_DIR>/names-gateway-signer` (0x and 64 hex digits), created with mode 0600 the
 * first time, like the wallet KEK. The zone's offchain resolver must trust its address
 * (`setSigners`); a new key means the resolver refuses every answer until it does.
 *
 * @param config - `names.gatewaySignerKey` and `keysDir`.
 * @returns The signing account.
 * @throws {WalletKeyFileError} When the file is unreadable, malformed or readable by others.
 *
 * @example
 * import { loadGatewaySigner } from './names/loadGatewaySigner.js'
 * const signer = await loadGatewaySigner(config)
 * signer.address // the address to trust on the resolver
 */
export async function loadGatewaySigner(
  config: Pick<Config, 'keysDir'> & { names: Pick<Config['names'], 'gatewaySignerKey'> },
): Promise<PrivateKeyAccount> {
  if (config.names.gatewaySignerKey) return privateKeyToAccount(config.names.gatewaySignerKey)
  const path = join(config.keysDir, 'names-gateway-signer')
  try {
    await ensurePrivateDir(config.keysDir)
    // `wx`: of two processes starting together, one creates the file and the other reads it.
    await writeFile(path, `${generatePrivateKey()}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
      throw new WalletKeyFileError({ path, reason: 'could not be created', cause: error })
  }
  let text: string
  try {
    const { mode } = await stat(path)
    if ((mode & 0o077) !== 0)
      throw new WalletKeyFileError({
        path,
        reason: `is readable by others (mode ${(mode & 0o777).toString(8)}): chmod 600 it`,
      })
    text = (await readFile(path, 'utf8')).trim()
  } catch (error) {
    if (error instanceof WalletKeyFileError) throw error
    throw new WalletKeyFileError({ path, reason: 'could not be read', cause: error })
  }
  if (!/^0x[0-9a-fA-F]{64}$/.test(text))
    throw new WalletKeyFileError({
      path,
      reason: 'does not hold a private key (0x and 64 hex digits)',
    })
  return privateKeyToAccount(text as Hex)
}
