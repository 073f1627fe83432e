import type { BlockchainChain } from '../blockchain/resolveBlockchainChains.js'
import type { Config } from '../config/loadConfig.js'
import type { SolanaChain } from '../solana/resolveSolanaChains.js'
import { coinbaseProvider } from './coinbaseProvider.js'
import { meldProvider } from './meldProvider.js'
import type { OnRampProvider } from './onRampProvider.js'
import { sandboxProvider } from './sandboxProvider.js'

export type CreateOnRampProvidersParameters = {
  config: Pick<Config, 'onramp' | 'publicUrl'>
  /** The served chains, from `resolveBlockchainChains`. */
  chains: readonly BlockchainChain[]
  /** The served Solana clusters, from `resolveSolanaChains`: the sandbox delivers there too. */
  solanaChains?: readonly SolanaChain[] | undefined
  /** Used for every provider's HTTP calls. Defaults to the global `fetch`. */
  fetch?: typeof fetch | undefined
  /** The devnet's chain ids, for the sandbox. Defaults to the checkout's devnet. */
  devnetChainIds?: readonly number[] | undefined
}

/**
 * The on-ramp providers the operator configured, the default first: the sandbox (embedded
 * default, `ONRAMP_SANDBOX_URL`), then Coinbase (`COINBASE_ONRAMP_APP_ID`), then Meld
 * (`MELD_PUBLIC_KEY`). Another provider is one more file and one more line here.
 *
 * @param parameters - Configuration and chains.
 * @returns The providers, possibly none.
 *
 * @example
 * import { createOnRampProviders } from './onramp/createOnRampProviders.js'
 * const providers = createOnRampProviders({ config, chains: resolveBlockchainChains({ config }) })
 * providers.map((provider) => provider.id) // ['sandbox'] with npm start
 */
export function createOnRampProviders({
  config,
  chains,
  solanaChains,
  fetch,
  devnetChainIds,
}: CreateOnRampProvidersParameters): OnRampProvider[] {
  const { onramp, publicUrl } = config
  const providers: OnRampProvider[] = []
  if (onramp.sandboxUrl)
    providers.push(
      sandboxProvider({
        ...{ url: onramp.sandboxUrl, publicUrl, chains, solanaChains, fetch, devnetChainIds },
      }),
    )
  if (onramp.coinbase)
    providers.push(coinbaseProvider({ ...onramp.coinbase, publicUrl, chains, fetch }))
  if (onramp.meld) providers.push(meldProvider({ ...onramp.meld, publicUrl }))
  return providers
}
