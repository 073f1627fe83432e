import type { PublicClient } from 'viem'
import { createChainClient } from './createChainClient.js'
import { createNftDirectory, type NftDirectory } from './createNftDirectory.js'
import { createPriceOracle, type PriceOracle } from './createPriceOracle.js'
import { createTokenDirectory, type TokenDirectory } from './createTokenDirectory.js'
import type { BlockchainChain } from './resolveBlockchainChains.js'

/** Everything the Blockchain API reads one chain with. */
export type ChainContext = {
  chain: BlockchainChain
  client: PublicClient
  oracle: PriceOracle
  tokens: TokenDirectory
  nfts: NftDirectory
}

/**
 * Creates a client, price oracle and token and NFT directories for each chain, keyed by CAIP-2 id.
 *
 * @param chains - From `resolveBlockchainChains`.
 * @returns The contexts, in the chains' order.
 *
 * @example
 * import { createChainContexts } from './blockchain/createChainContexts.js'
 * const contexts = createChainContexts(resolveBlockchainChains({ config }))
 * contexts.get('eip155:31337')?.client
 */
export function createChainContexts(
  chains: readonly BlockchainChain[],
): ReadonlyMap<string, ChainContext> {
  return new Map(
    chains.map((chain) => {
      const client = createChainClient(chain)
      return [
        chain.caipNetworkId,
        {
          chain,
          client,
          oracle: createPriceOracle(chain, client),
          tokens: createTokenDirectory(chain, client),
          nfts: createNftDirectory(chain, client),
        },
      ]
    }),
  )
}
