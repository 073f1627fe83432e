import type { Wallet } from '@airlock/protocol'
import { catalogueLimits } from './catalogueLimits.js'
import type { WalletCatalogue } from './createWalletCatalogue.js'

export type WalletListState = {
  /** The search as typed. */
  query: string
  /** The search the list shows results of; `''` while browsing page by page. */
  search: string
  /** Browsing: every page loaded so far. Searching: up to 100 matches. */
  wallets: readonly Wallet[]
  /** How many wallets the catalogue (or the search) has in all; unknown before the first answer. */
  count: number | undefined
  /** `loading` while a page or search is on its way; `error` when the last one failed. */
  status: 'idle' | 'loading' | 'error'
  error: Error | undefined
  /** Whether `loadMore()` would fetch another page. Always false for a search. */
  hasMore: boolean
}

export type CreateWalletListParameters = {
  catalogue: WalletCatalogue
  /** Delay after the last change of the query before it is searched. Defaults to `300` (SPEC §9). */
  searchDelayMs?: number | undefined
}

export type WalletList = {
  getState(): WalletListState
  /** Calls `listener` after each change; returns the function that stops it. */
  subscribe(listener: () => void): () => void
  /**
   * Sets the search. It is sent 300 ms after the last change; the search before it is aborted
   * at once. An empty (or blank) query goes back to the pages already browsed.
   */
  setQuery(query: string): void
  /**
   * Fetches what the list is missing: the next page when browsing and there is one (the first
   * call fetches page 1), or a search that `abort()` interrupted. Otherwise does nothing.
   */
  load(): void
  /** Repeats what failed last: the page, or the search. */
  retry(): void
  /**
   * Aborts the request on its way and the pending search; what was loaded stays, and the next
   * `load()` picks up where it stopped (a React effect's cleanup calls this).
   */
  abort(): void
}

/**
 * The All Wallets list: pages of 40 browsed one after another (infinite scroll), or a search
 * of up to 100, typed with a 300 ms pause (SPEC §9). Each answer's first 20 images are
 * prefetched. Framework-free: React reads it with `useSyncExternalStore`.
 *
 * @param parameters - The catalogue client, and the search delay.
 * @returns The list; call `load()` to fetch the first page.
 *
 * @example
 * import { createWalletCatalogue, createWalletList } from '@airlock/core'
 * const list = createWalletList({ catalogue: createWalletCatalogue({ apiUrl, projectId: 'dev' }) })
 * list.subscribe(() => render(list.getState()))
 * list.load()
 * list.setQuery('meta')
 */
export function createWalletList({
  catalogue,
  searchDelayMs = catalogueLimits.searchDebounceMs,
}: CreateWalletListParameters): WalletList {
  const listeners = new Set<() => void>()
  // The pages browsed so far survive a search, so clearing it shows them again at once.
  const browsed = { wallets: [] as Wallet[], count: undefined as number | undefined, pages: 0 }
  let state: WalletListState = {
    query: '',
    search: '',
    wallets: [],
    count: undefined,
    status: 'idle',
    error: undefined,
    hasMore: true,
  }
  let inFlight: AbortController | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  // A search `abort()` stopped before it answered: `load()` sends it again.
  let interrupted = false

  const set = (patch: Partial<WalletListState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }
  const browsingMore = () =>
    browsed.count === undefined || (browsed.wallets.length < browsed.count && browsed.pages > 0)
  const showBrowsed = (patch: Partial<WalletListState> = {}) =>
    set({
      search: '',
      wallets: browsed.wallets,
      count: browsed.count,
      hasMore: browsingMore(),
      ...patch,
    })

  const cancel = () => {
    inFlight?.abort()
    inFlight = undefined
    clearTimeout(timer)
    timer = undefined
  }

  /** Runs one request; its answer is dropped if another started or it was aborted meanwhile. */
  function run(
    fetchAnswer: (signal: AbortSignal) => Promise<{ data: readonly Wallet[]; count: number }>,
    onAnswer: (answer: { data: readonly Wallet[]; count: number }) => void,
  ) {
    inFlight?.abort()
    const controller = new AbortController()
    inFlight = controller
    fetchAnswer(controller.signal).then(
      (answer) => {
        if (inFlight !== controller) return
        inFlight = undefined
        onAnswer(answer)
        void catalogue.prefetchImages(
          answer.data.map((wallet) => wallet.image_url),
          { signal: controller.signal },
        )
      },
      (error: unknown) => {
        if (inFlight !== controller || controller.signal.aborted) return
        inFlight = undefined
        set({
          status: 'error',
          error: error instanceof Error ? error : new Error(String(error)),
        })
      },
    )
  }

  function loadPage() {
    const page = browsed.pages + 1
    set({ status: 'loading', error: undefined })
    run(
      (signal) => catalogue.page(page, { signal }),
      ({ data, count }) => {
        browsed.wallets = [...browsed.wallets, ...data]
        browsed.count = data.length === 0 ? browsed.wallets.length : count
        browsed.pages = page
        if (state.search === '') showBrowsed({ status: 'idle' })
      },
    )
  }

  function searchNow(search: string) {
    interrupted = false
    set({
      search,
      wallets: [],
      count: undefined,
      hasMore: false,
      status: 'loading',
      error: undefined,
    })
    run(
      (signal) => catalogue.search(search, { signal }),
      ({ data, count }) => set({ wallets: data, count, status: 'idle' }),
    )
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setQuery(query) {
      if (query === state.query) return
      const search = query.trim()
      clearTimeout(timer)
      timer = undefined
      // Spaces, or typing back to what is shown: nothing to fetch.
      if (search === state.search) return set({ query })
      // The search on its way is outdated now. A page on its way is not: it is still wanted.
      if (state.search !== '') {
        inFlight?.abort()
        inFlight = undefined
      }
      interrupted = false
      if (search === '') return showBrowsed({ query, status: 'idle', error: undefined })
      set({ query })
      timer = setTimeout(() => {
        timer = undefined
        searchNow(search)
      }, searchDelayMs)
    },
    load() {
      if (timer !== undefined || state.status !== 'idle') return
      if (state.search !== '') {
        if (interrupted) searchNow(state.search)
        return
      }
      if (state.hasMore) loadPage()
    },
    retry() {
      if (state.status !== 'error') return
      if (state.search !== '') searchNow(state.search)
      else loadPage()
    },
    abort() {
      const pendingSearch = timer === undefined ? undefined : state.query.trim()
      const wasLoading = state.status === 'loading'
      cancel()
      if (pendingSearch !== undefined) {
        interrupted = true
        set({ search: pendingSearch, wallets: [], count: undefined, hasMore: false })
      } else if (wasLoading) {
        interrupted = state.search !== ''
        set({ status: 'idle' })
      }
    },
  }
}
