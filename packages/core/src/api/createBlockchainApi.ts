import type { blockchainChecks, Balance as ProtocolBalance, Transaction } from '@airlock/protocol'
import { BlockchainApiError, BlockchainResponseError } from '../errors/blockchain.js'
import type { checkBlockchainAnswer } from './blockchainChecks.js'
import { createHttpClient } from './createHttpClient.js'

export type { Transaction, TransactionTransfer } from '@airlock/protocol'

/** An EVM chain id (`31337`), or a CAIP-2 id of any namespace (`solana:A7Ch…`). */
type ChainReference = number | `${string}:${string}`

const caipOf = (chainId: ChainReference) =>
  typeof chainId === 'number' ? `eip155:${chainId}` : chainId

/** A token balance, as `GET /v1/account/{address}/balance` answers (model-product §3.5). */
export type Balance = ProtocolBalance

/**
 * An NFT as the Account view shows it: the protocol's `Nft` (what the server sends) with its spam
 * flag and image read out.
 */
export type Nft = {
  collection: { address: string; name: string }
  tokenId: string
  name: string
  image: string | null
  isSpam: boolean
}

export type BlockchainApi = {
  balances(parameters: {
    address: string
    chainId: ChainReference
    forceUpdate?: boolean | undefined
    signal?: AbortSignal | undefined
  }): Promise<Balance[]>
  history(parameters: {
    address: string
    chainId: ChainReference
    cursor?: string | undefined
    signal?: AbortSignal | undefined
  }): Promise<{ data: Transaction[]; next: string | null }>
  nfts(parameters: {
    address: string
    chainId: ChainReference
    signal?: AbortSignal | undefined
  }): Promise<Nft[]>
}

/**
 * The client of the server's Blockchain API: balances, history and NFTs of an address, read by the
 * server from the chains. One per Airlock client; no caching here (the server caches, and the views
 * keep what they show).
 *
 * @example
 * const api = createBlockchainApi({ apiUrl: 'http://127.0.0.1:8787', projectId: 'dev' })
 * const balances = await api.balances({ address: '0x7099…', chainId: 31337 })
 */
export function createBlockchainApi({
  apiUrl,
  projectId,
  fetch: fetchFn,
}: {
  apiUrl: string
  projectId: string
  fetch?: typeof fetch | undefined
}): BlockchainApi {
  let check: Promise<typeof checkBlockchainAnswer> | undefined
  const client = createHttpClient({
    apiUrl,
    projectId,
    fetch: fetchFn,
    errors: {
      // A failed `fetch` (offline, aborted) reaches the caller as the runtime's own error.
      request: ({ cause }) => cause,
      status: ({ url, status, message }) => new BlockchainApiError(status, message, url),
      response: ({ url, details }) => new BlockchainResponseError({ url, details }),
    },
  })
  const get = async <name extends keyof typeof blockchainChecks>(
    path: string,
    name: name,
    query: Record<string, string | undefined>,
    signal?: AbortSignal,
  ): Promise<ReturnType<(typeof blockchainChecks)[name]>> => {
    check ??= import('./blockchainChecks.js').then((module) => module.checkBlockchainAnswer)
    const loading = check
    // A chunk that failed to load is asked for again on the next request.
    loading.catch(() => {
      if (check === loading) check = undefined
    })
    const url = client.url(path, query)
    return client.request(path, {
      query,
      signal,
      check: async (body: unknown) => (await loading)(name, body, url),
    })
  }
  return {
    async balances({ address, chainId, forceUpdate, signal }) {
      const body = await get(
        `/v1/account/${address}/balance`,
        'balanceResponse',
        {
          currency: 'usd',
          chainId: caipOf(chainId),
          forceUpdate: forceUpdate ? 'true' : undefined,
        },
        signal,
      )
      // SPEC §5: tokens with 0 decimals never show, whatever the server sends.
      return body.balances.filter((balance) => Number(balance.quantity.decimals) > 0)
    },
    history({ address, chainId, cursor, signal }) {
      return get(
        `/v1/account/${address}/history`,
        'historyResponse',
        { chainId: caipOf(chainId), cursor },
        signal,
      )
    },
    async nfts({ address, chainId, signal }) {
      const body = await get(
        `/v1/account/${address}/nfts`,
        'nftsResponse',
        { chainId: caipOf(chainId) },
        signal,
      )
      return body.nfts.map((nft) => ({
        collection: { address: nft.collection.address, name: nft.collection.name },
        tokenId: nft.tokenId,
        name: nft.name,
        image: nft.image ?? null,
        isSpam: nft.flags.is_spam,
      }))
    },
  }
}
