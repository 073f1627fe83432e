import type { Address } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { createChainClient } from '../blockchain/createChainClient.js'
import { loadBundlerKey } from '../bundler/loadBundlerKey.js'
import type { Config } from '../config/loadConfig.js'
import { createSessionService, type SessionService } from './createSessionService.js'

/**
 * The server's session service: every configured chain whose devnet manifest has a
 * `sessionKeyValidator`; revocations are relayed by that chain's bundler key.
 *
 * @param parameters - Config (chains, keys dir) and the devnet's chains.
 * @returns The session service.
 *
 * @example
 * const sessions = createServerSessions({ config, devnetChains })
 */
export function createServerSessions({
  config,
  devnetChains,
}: {
  config: Pick<Config, 'chains' | 'keysDir'>
  devnetChains: readonly { chainId: number; contracts: { sessionKeyValidator?: string } }[]
}): SessionService {
  const chains = config.chains.flatMap((chain) => {
    const validator = devnetChains.find((entry) => entry.chainId === chain.chainId)?.contracts
      .sessionKeyValidator
    if (!validator) return []
    let key: Promise<PrivateKeyAccount> | undefined
    return [
      {
        chainId: chain.chainId,
        client: createChainClient(chain),
        validator: validator as Address,
        relayer: () => {
          key ??= loadBundlerKey(config, `bundler-${chain.chainId}`)
          key.catch(() => {
            key = undefined
          })
          return key
        },
      },
    ]
  })
  return createSessionService({ chains })
}
