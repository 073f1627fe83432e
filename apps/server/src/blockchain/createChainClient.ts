import { rpcSettings } from '@airlock/protocol'
import { createPublicClient, http, type PublicClient } from 'viem'
import type { BlockchainChain } from './resolveBlockchainChains.js'

export type CreateChainClientParameters = {
  /** Group concurrent requests into JSON-RPC batches. Defaults to `false`. */
  batch?: boolean
  /** Aborts every request in flight (an indexer that stops). Defaults to none. */
  signal?: AbortSignal | undefined
}

/**
 * A viem public client for one chain with the product's RPC settings: 10 s timeout, 3 retries of
 * retryable failures starting at 150 ms and doubling, and batches of up to 1,000 requests.
 *
 * @param chain - `chainId` and `rpcUrl` are read.
 * @returns The client.
 *
 * @example
 * import { createChainClient } from './blockchain/createChainClient.js'
 * const client = createChainClient(chain, { batch: true })
 * await client.getBlockNumber()
 */
export function createChainClient(
  chain: Pick<BlockchainChain, 'chainId' | 'name' | 'rpcUrl'>,
  { batch = false, signal }: CreateChainClientParameters = {},
): PublicClient {
  return createPublicClient({
    chain: {
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    },
    transport: http(chain.rpcUrl, {
      timeout: rpcSettings.timeoutMs,
      retryCount: rpcSettings.retryCount,
      retryDelay: rpcSettings.retryDelayMs,
      batch: batch ? { batchSize: rpcSettings.batchSize, wait: 0 } : false,
      ...(signal ? { fetchOptions: { signal } } : {}),
    }),
    // The indexer polls on its own schedule; nothing here watches blocks.
    pollingInterval: rpcSettings.pollingIntervalMs,
  })
}
