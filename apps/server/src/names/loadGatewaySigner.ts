import { join } from 'node:path'
import type { Hex } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { Config } from '../config/loadConfig.js'
import { WalletKeyFileError } from '../errors/emailAuth.js'
import { readOrCreateKeyFile } from '../keys/readOrCreateKeyFile.js'

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
  const text = await readOrCreateKeyFile(path, generatePrivateKey)
  if (!/^0x[0-9a-fA-F]{64}$/.test(text))
    throw new WalletKeyFileError({
      path,
      reason: 'does not hold a private key (0x and 64 hex digits)',
    })
  return privateKeyToAccount(text as Hex)
}
