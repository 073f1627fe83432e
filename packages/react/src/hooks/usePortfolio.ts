import {
  type Airlock,
  accountQueries,
  type Balance,
  type BlockchainApi,
  type ChainNamespace,
  createBlockchainApi,
  createRetryGuard,
  type Nft,
  type Transaction,
} from '@airlock/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useAirlock } from '../context/AirlockContext.js'
import { useAirlockState } from './useAirlockState.js'
import { useAccount } from './useEip155.js'

const apis = new WeakMap<Airlock, BlockchainApi>()

/** The Blockchain API client of the provider's Airlock client, made once. */
export function useBlockchainApi(): BlockchainApi {
  const airlock = useAirlock()
  let api = apis.get(airlock)
  if (!api) {
    api = createBlockchainApi({
      apiUrl: airlock.config.apiUrl,
      projectId: airlock.config.projectId,
    })
    apis.set(airlock, api)
  }
  return api
}

export type Loadable<data> =
  | { status: 'loading'; data?: data | undefined }
  | { status: 'ready'; data: data }
  | { status: 'error'; data?: data | undefined; error: Error }

/** An EVM chain id, or a CAIP-2 id (`solana:A7Ch…`). */
type ChainReference = number | `${string}:${string}`

/** The connected account of `namespace` (eip155 by default), as the Blockchain API reads it. */
function useNamespaceAccount(namespace: ChainNamespace = 'eip155'): {
  address: string | undefined
  chainId: ChainReference | undefined
} {
  const evm = useAccount()
  const solana = useAccount({ namespace: 'solana' })
  return namespace === 'solana' ? solana : evm
}

/**
 * Reads something of the connected account (of `namespace`; eip155 by default), again when the
 * account, chain or portfolio version changes. Keeps the last data while reloading.
 */
function useAccountRead<data>(
  read: (
    address: string,
    chainId: ChainReference,
    signal: AbortSignal,
    force: boolean,
  ) => Promise<data>,
  namespace?: ChainNamespace,
) {
  const { address, chainId } = useNamespaceAccount(namespace)
  const version = useAirlockState((state) => state.portfolioVersion)
  const [state, setState] = useState<Loadable<data>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // After a failed read, automatic reads wait 30 s (SPEC §9); a retry click does not.
  const [guard] = useState(createRetryGuard)
  const latestRead = useRef(read)
  latestRead.current = read
  useEffect(() => {
    if (!address || chainId === undefined) return
    if (!guard.allows({ manual: attempt > 0 })) return
    const controller = new AbortController()
    setState((previous) => ({ status: 'loading', data: previous.data }))
    latestRead
      .current(address, chainId, controller.signal, version > 0 || attempt > 0)
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        guard.failed()
        setState((previous) => ({
          status: 'error',
          data: previous.data,
          error: error instanceof Error ? error : new Error(String(error)),
        }))
      })
    return () => controller.abort()
  }, [address, chainId, version, attempt, guard])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { ...state, retry }
}

/** The connected account's token balances on its chain, USD values included. */
export function useBalances() {
  const api = useBlockchainApi()
  return useAccountRead<Balance[]>((address, chainId, signal, forceUpdate) =>
    accountQueries.balances.fetch(api, { address, chainId, signal, force: forceUpdate }),
  )
}

/** The connected account's NFTs on its chain. */
export function useNfts() {
  const api = useBlockchainApi()
  return useAccountRead<Nft[]>((address, chainId, signal) =>
    accountQueries.nfts.fetch(api, { address, chainId, signal }),
  )
}

/**
 * The connected account's activity (of `namespace`: eip155 by default, or the Solana account's
 * from the server's Solana indexer), newest first, a page at a time.
 */
export function useHistory({ namespace }: { namespace?: ChainNamespace | undefined } = {}) {
  const api = useBlockchainApi()
  const { address, chainId } = useNamespaceAccount(namespace)
  const first = useAccountRead(
    (address, chainId, signal) => accountQueries.history.fetch(api, { address, chainId, signal }),
    namespace,
  )
  const [more, setMore] = useState<{ data: Transaction[]; next: string | null; loading: boolean }>()
  // A new first page (another account, chain or a refresh) starts the list again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first page is the trigger
  useEffect(() => setMore(undefined), [first.data])
  const next = more ? more.next : first.data?.next
  const loadMore = useCallback(() => {
    if (!address || chainId === undefined || !next) return
    setMore((previous) => ({ data: previous?.data ?? [], next, loading: true }))
    accountQueries.history
      .fetch(api, { address, chainId, cursor: next })
      .then((page) =>
        setMore((previous) => ({
          data: [...(previous?.data ?? []), ...page.data],
          next: page.next,
          loading: false,
        })),
      )
      .catch(() => setMore((previous) => previous && { ...previous, loading: false }))
  }, [api, address, chainId, next])
  return {
    ...first,
    transactions: [...(first.data?.data ?? []), ...(more?.data ?? [])],
    hasMore: Boolean(next),
    loadingMore: more?.loading ?? false,
    loadMore,
  }
}
