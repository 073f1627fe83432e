import { join } from 'node:path'
import type { Hex } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { Config } from '../config/loadConfig.js'
import { WalletKeyFileError } from '../errors/emailAuth.js'
import { readOrCreateKeyFile } from '../keys/readOrCreateKeyFile.js'

/**
 * Loads a key of the server's from `<KEYS_DIR>/<name>` (0x and 64 hex digits), created with mode
 * 0600 the first time: one bundler key per chain (`bundler-<chainId>`), which must hold ETH to
 * send bundles, and the paymaster signer (`paymaster-signer`), which the paymaster contract must
 * trust.
 *
 * @param config - `keysDir`.
 * @param name - The key file's name.
 * @returns The account.
 * @throws {WalletKeyFileError} When the file is unreadable, malformed or readable by others.
 *
 * @example
 * import { loadBundlerKey } from './loadBundlerKey.js'
 * const bundler = await loadBundlerKey(config, 'bundler-31337')
 */
export async function loadBundlerKey(
  config: Pick<Config, 'keysDir'>,
  name: string,
): Promise<PrivateKeyAccount> {
  const path = join(config.keysDir, name)
  const text = await readOrCreateKeyFile(path, generatePrivateKey)
  if (!/^0x[0-9a-fA-F]{64}$/.test(text))
    throw new WalletKeyFileError({
      path,
      reason: 'does not hold a private key (0x and 64 hex digits)',
    })
  return privateKeyToAccount(text as Hex)
}
