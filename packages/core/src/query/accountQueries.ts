import type { BlockchainApi } from '../api/createBlockchainApi.js'

/** What every read of an account's portfolio is asked for. */
export type AccountQueryParameters = {
  address: string
  /** An EVM chain id, or any CAIP-2 id (`solana:A7Ch…`). */
  chainId: number | `${string}:${string}`
  signal?: AbortSignal | undefined
}

/**
 * The portfolio reads of an account (balances, history, NFTs): each one's key (what makes two
 * reads the same read, for a cache or a hook's dependencies) and its fetcher over the Blockchain
 * API. Framework-free: `@airlock/react`'s `usePortfolio` hooks call these.
 *
 * @example
 * import { accountQueries } from '@airlock/core'
 * const balances = await accountQueries.balances.fetch(api, { address, chainId, force: true })
 */
export const accountQueries = {
  balances: {
    key: ({ address, chainId }: AccountQueryParameters) =>
      ['balances', address.toLowerCase(), chainId] as const,
    /** `force` reads past the server's 30 s cache (after a send or swap, or a retry). */
    fetch: (api: BlockchainApi, parameters: AccountQueryParameters & { force?: boolean }) =>
      api.balances({
        address: parameters.address,
        chainId: parameters.chainId,
        signal: parameters.signal,
        forceUpdate: parameters.force,
      }),
  },
  history: {
    key: ({ address, chainId }: AccountQueryParameters, cursor?: string) =>
      ['history', address.toLowerCase(), chainId, cursor ?? null] as const,
    fetch: (api: BlockchainApi, parameters: AccountQueryParameters & { cursor?: string }) =>
      api.history(parameters),
  },
  nfts: {
    key: ({ address, chainId }: AccountQueryParameters) =>
      ['nfts', address.toLowerCase(), chainId] as const,
    fetch: (api: BlockchainApi, parameters: AccountQueryParameters) => api.nfts(parameters),
  },
}
