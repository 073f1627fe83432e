import { type Config, createConfig, createStorage, http } from '@wagmi/core'
import type { Chain } from 'viem'
import type { StorageBackend } from '../../storage/createStorage.js'
import { storageVersion } from '../../storage/createStorage.js'

export type CreateEip155ConfigParameters = {
  /** The EVM networks the dapp supports; the first is the default. */
  networks: readonly [Chain, ...Chain[]]
  /** Where the connection is remembered across reloads. Defaults to `localStorage`. */
  storage?: StorageBackend | undefined
}

/**
 * The eip155 adapter's wagmi configuration: wagmi owns the connection (accounts, chain,
 * reconnecting), finds browser wallets over EIP-6963, and remembers the last connection under
 * Airlock's versioned storage prefix. Dapps can pass it to wagmi's own hooks.
 *
 * @example
 * import { createEip155Config } from '@airlock/core'
 * import { mainnet } from 'viem/chains'
 * const wagmiConfig = createEip155Config({ networks: [mainnet] })
 */
export function createEip155Config({ networks, storage }: CreateEip155ConfigParameters): Config {
  const backend = storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage)
  return createConfig({
    chains: networks,
    transports: Object.fromEntries(networks.map((chain) => [chain.id, http()])),
    multiInjectedProviderDiscovery: true,
    storage: createStorage({ storage: backend, key: `@airlock/v${storageVersion}/wagmi` }),
  })
}
