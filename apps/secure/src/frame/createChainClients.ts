import {
  type Chain,
  createPublicClient,
  defineChain,
  http,
  type PublicClient,
  type Transport,
} from 'viem'

export type CreateChainClientsParameters = {
  /** The Airlock server: its RPC proxy (`POST /v1?chainId=…`) answers the reads. */
  serverUrl: string
  projectId: string
  /** Defaults to the global `fetch` (tests pass the server app's). */
  fetch?: typeof fetch | undefined
}

/**
 * One viem public client per chain, over the Airlock server's RPC proxy, made on first use.
 *
 * @param parameters - The server and the project.
 * @returns The client of a chain, by its CAIP-2 reference (`'31337'`).
 *
 * @example
 * import { createChainClients } from './frame/createChainClients.js'
 * const client = createChainClients({ serverUrl, projectId })
 * await client('31337').getBlockNumber()
 */
export function createChainClients({ serverUrl, projectId, fetch }: CreateChainClientsParameters) {
  const clients = new Map<string, PublicClient<Transport, Chain>>()
  return (chainId: string): PublicClient<Transport, Chain> => {
    let existing = clients.get(chainId)
    if (!existing) {
      const url = `${serverUrl}/v1?chainId=eip155:${chainId}&projectId=${encodeURIComponent(projectId)}`
      existing = createPublicClient({
        chain: defineChain({
          id: Number(chainId),
          name: `eip155:${chainId}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [url] } },
        }),
        transport: http(url, { ...(fetch ? { fetchFn: fetch } : {}), retryCount: 0 }),
      })
      clients.set(chainId, existing)
    }
    return existing
  }
}
