import { BlockchainApiError } from '../errors/blockchain.js'
/** A token balance, as `GET /v1/account/{address}/balance` answers (model-product §3.5). */
export type Balance = {
  name: string
  symbol: string
  /** CAIP-2, such as `eip155:31337`. */
  chainId: string
  /** CAIP-10 of the token contract; absent for the native currency. */
  address?: string | undefined
  /** USD value of the holding. */
  value?: number | undefined
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export type TransactionTransfer = {
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } } | undefined
  nft_info?:
    | {
        name?: string
        content?: { preview?: { url: string }; detail?: { url: string } }
        flags: { is_spam: boolean }
      }
    | undefined
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number | undefined
  price?: number | undefined
}

/** One operation of the account's history (model-product §3.5). */
export type Transaction = {
  id: string
  metadata: {
    operationType: string
    hash: string
    chain: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: string
    nonce: number
  }
  transfers: TransactionTransfer[]
}

export type Nft = {
  collection: { address: string; name: string }
  tokenId: string
  name: string
  image: string | null
  isSpam: boolean
}

/** An NFT as `GET /v1/account/{address}/nfts` answers. */
type ServerNft = {
  collection: { address: string; name: string }
  tokenId: string
  name: string
  image?: string | null | undefined
  flags: { is_spam: boolean }
}

export type BlockchainApi = {
  balances(parameters: {
    address: string
    chainId: number
    forceUpdate?: boolean | undefined
    signal?: AbortSignal | undefined
  }): Promise<Balance[]>
  history(parameters: {
    address: string
    chainId: number
    cursor?: string | undefined
    signal?: AbortSignal | undefined
  }): Promise<{ data: Transaction[]; next: string | null }>
  nfts(parameters: {
    address: string
    chainId: number
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
  fetch: fetchFn = globalThis.fetch,
}: {
  apiUrl: string
  projectId: string
  fetch?: typeof fetch | undefined
}): BlockchainApi {
  const get = async <body>(
    path: string,
    query: Record<string, string | undefined>,
    signal?: AbortSignal,
  ) => {
    const search = new URLSearchParams({ projectId })
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) search.set(key, value)
    const response = await fetchFn(`${apiUrl}${path}?${search}`, signal ? { signal } : {})
    if (!response.ok) {
      const detail = await response
        .json()
        .then((body: { message?: unknown }) =>
          typeof body.message === 'string' ? body.message : undefined,
        )
        .catch(() => undefined)
      throw new BlockchainApiError(response.status, detail)
    }
    return (await response.json()) as body
  }
  return {
    async balances({ address, chainId, forceUpdate, signal }) {
      const body = await get<{ balances: Balance[] }>(
        `/v1/account/${address}/balance`,
        {
          currency: 'usd',
          chainId: `eip155:${chainId}`,
          forceUpdate: forceUpdate ? 'true' : undefined,
        },
        signal,
      )
      // SPEC §5: tokens with 0 decimals never show, whatever the server sends.
      return body.balances.filter((balance) => Number(balance.quantity.decimals) > 0)
    },
    history({ address, chainId, cursor, signal }) {
      return get(`/v1/account/${address}/history`, { chainId: `eip155:${chainId}`, cursor }, signal)
    },
    async nfts({ address, chainId, signal }) {
      const body = await get<{ nfts: ServerNft[] }>(
        `/v1/account/${address}/nfts`,
        { chainId: `eip155:${chainId}` },
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
