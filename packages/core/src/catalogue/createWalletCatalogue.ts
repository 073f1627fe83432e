import type { Wallet } from '@airlock/protocol'
import { createHttpClient } from '../api/createHttpClient.js'
import {
  CatalogueHttpError,
  CatalogueRequestError,
  CatalogueResponseError,
} from '../errors/catalogue.js'
import { type AirlockStorage, createStorage } from '../storage/createStorage.js'
import { addRecentWallet } from './addRecentWallet.js'
import { catalogueLimits } from './catalogueLimits.js'
import { getRecentWallets, type RecentWallet } from './getRecentWallets.js'
import {
  type ImageLoader,
  loadWithFetch,
  loadWithImage,
  type PrefetchImagesParameters,
  type PrefetchImagesReturnType,
  prefetchImages,
} from './prefetchImages.js'

export type CreateWalletCatalogueParameters = {
  /** Base URL of the Airlock server, such as `http://127.0.0.1:8787`. */
  apiUrl: string
  /** The project id the server knows this dapp by; sent as the `projectId` query parameter. */
  projectId: string
  /** Where recent wallets are remembered. Defaults to `createStorage()`. */
  storage?: AirlockStorage | undefined
  /** Wallet ids to list, and no others. Defaults to every wallet. */
  include?: readonly string[] | undefined
  /** Wallet ids never to list. Defaults to none. */
  exclude?: readonly string[] | undefined
  /** Gives up on a request after this long. Defaults to `10000` (the RPC timeout of SPEC §9). */
  timeoutMs?: number | undefined
  /** Defaults to the global `fetch`, looked up at each request. */
  fetch?: typeof fetch | undefined
}

/** What a request of the catalogue can be given. */
export type WalletCatalogueRequestOptions = {
  /** Stops waiting; the request itself stops once nobody else waits for it. */
  signal?: AbortSignal | undefined
}

/**
 * One answer of the catalogue: wallets in the server's order, and how many match in all.
 * Answers are cached and shared: treat them as read-only.
 */
export type WalletCataloguePage = {
  readonly data: readonly Wallet[]
  readonly count: number
}

export type WalletCatalogue = {
  /** The first 4 wallets in the server's order (SPEC §9), and how many the catalogue has. */
  featured(options?: WalletCatalogueRequestOptions): Promise<WalletCataloguePage>
  /** Page `page` (from 1) of 40 wallets (SPEC §9). An empty page means past the end. */
  page(page: number, options?: WalletCatalogueRequestOptions): Promise<WalletCataloguePage>
  /**
   * Up to 100 wallets whose name matches `query` (SPEC §9), best matches first. The query is
   * trimmed and cut to the server's 100 characters; an empty one lists the first 100 wallets.
   */
  search(query: string, options?: WalletCatalogueRequestOptions): Promise<WalletCataloguePage>
  /** One wallet by id, or `undefined` when the catalogue has none by that id. */
  wallet(id: string, options?: WalletCatalogueRequestOptions): Promise<Wallet | undefined>
  /**
   * Preloads the first 20 of `urls` (SPEC §9), each given up after 2 s; never rejects. Images
   * this catalogue already preloaded are not asked for again.
   */
  prefetchImages(
    urls: readonly (string | null | undefined)[],
    parameters?: Omit<PrefetchImagesParameters, 'load'>,
  ): Promise<PrefetchImagesReturnType>
  /** The 2 most recently used wallets, kept in the client's storage. */
  recentWallets: {
    /** Newest first. */
    get(): RecentWallet[]
    /** Moves `wallet` to the front; returns the list after the change. */
    add(wallet: RecentWallet): RecentWallet[]
  }
}

// Pages, featured and searches typed so far; a long session of searching stays bounded.
const maxCachedAnswers = 64

/**
 * Creates the client of the server's wallet catalogue (`GET /getWallets`) for one Airlock
 * client: answers are cached in memory, and a request that several callers wait for is sent
 * once. Non-2xx answers reject with `CatalogueHttpError` ('HTTP status code: N', SPEC §8);
 * an unreachable server with `CatalogueRequestError`; an aborted wait with the signal's reason.
 *
 * Wallets without an `image_url` get one pointing at the server's `/getWalletImage/{image_id}`,
 * so every wallet with an image can be shown with a plain `<img>`.
 *
 * @param parameters - Server, project, storage and filters.
 * @returns The catalogue client.
 *
 * @example
 * import { createWalletCatalogue } from '@airlock/core'
 * const catalogue = createWalletCatalogue({ apiUrl: 'http://127.0.0.1:8787', projectId: 'dev' })
 * const { data, count } = await catalogue.featured()
 * void catalogue.prefetchImages(data.map((wallet) => wallet.image_url))
 */
export function createWalletCatalogue({
  apiUrl,
  projectId,
  storage = createStorage(),
  include,
  exclude,
  timeoutMs = 10_000,
  fetch: fetchOption,
}: CreateWalletCatalogueParameters): WalletCatalogue {
  const base = apiUrl.replace(/\/+$/, '')
  const fetchFn: typeof fetch = (input, init) => (fetchOption ?? globalThis.fetch)(input, init)
  const answers = new Map<string, WalletCataloguePage>()
  const pending = new Map<string, Pending>()
  const preloaded = new Set<string>()
  // An `Image` warms the cache the later `<img>` reads; without one (Node), `fetch` stands in.
  const imageLoader: ImageLoader =
    typeof Image === 'function' ? loadWithImage : loadWithFetch(fetchFn)

  const client = createHttpClient({
    apiUrl,
    projectId,
    fetch: fetchFn,
    timeoutMs,
    errors: {
      status: ({ url, status, message }) =>
        new CatalogueHttpError({ url, status, details: message }),
      request: ({ url, cause, timedOut }) => new CatalogueRequestError({ url, cause, timedOut }),
      response: ({ url, cause, details }) => new CatalogueResponseError({ url, cause, details }),
    },
  })
  const urlOf = (query: Record<string, string | readonly string[] | undefined>) =>
    client.url('/getWallets', query)

  function withImage(wallet: Wallet): Wallet {
    if (wallet.image_url || !wallet.image_id) return wallet
    return { ...wallet, image_url: `${base}/getWalletImage/${encodeURIComponent(wallet.image_id)}` }
  }

  async function load(
    query: Record<string, string | readonly string[] | undefined>,
    signal: AbortSignal,
  ): Promise<WalletCataloguePage> {
    const url = urlOf(query)
    const body = await client.request('/getWallets', {
      query,
      signal,
      check: async (body: unknown) => {
        if (!isWalletPage(body))
          throw new CatalogueResponseError({ url, details: 'Expected { data: Wallet[], count }.' })
        return body
      },
    })
    return { data: body.data.map(withImage), count: body.count }
  }

  function remember(url: string, page: WalletCataloguePage) {
    answers.delete(url)
    answers.set(url, page)
    if (answers.size > maxCachedAnswers) answers.delete(answers.keys().next().value as string)
  }

  function request(
    query: Record<string, string | readonly string[] | undefined>,
    { signal }: WalletCatalogueRequestOptions = {},
  ): Promise<WalletCataloguePage> {
    if (signal?.aborted) return Promise.reject(signal.reason)
    const full = { include, exclude, ...query }
    const url = urlOf(full)
    const cached = answers.get(url)
    if (cached) {
      remember(url, cached)
      return Promise.resolve(cached)
    }
    let entry = pending.get(url)
    if (!entry) {
      const controller = new AbortController()
      const created: Pending = {
        controller,
        waiting: 0,
        promise: load(full, controller.signal)
          .then((page) => {
            remember(url, page)
            return page
          })
          .finally(() => {
            if (pending.get(url) === created) pending.delete(url)
          }),
      }
      pending.set(url, created)
      entry = created
    }
    return follow(url, entry, signal)
  }

  // Every caller waits on the one request; it is aborted only when the last caller with a
  // signal has given up and no caller without one waits.
  function follow(url: string, entry: Pending, signal: AbortSignal | undefined) {
    entry.waiting++
    if (!signal) {
      entry.waiting = Number.POSITIVE_INFINITY
      return entry.promise
    }
    return new Promise<WalletCataloguePage>((resolve, reject) => {
      const onAbort = () => {
        entry.waiting--
        if (entry.waiting === 0) {
          if (pending.get(url) === entry) pending.delete(url)
          entry.controller.abort(signal.reason)
        }
        reject(signal.reason)
      }
      signal.addEventListener('abort', onAbort, { once: true })
      entry.promise.then(
        (page) => {
          signal.removeEventListener('abort', onAbort)
          resolve(page)
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort)
          reject(error)
        },
      )
    })
  }

  return {
    featured(options) {
      return request({ page: '1', entries: String(catalogueLimits.featuredCount) }, options)
    },
    page(page, options) {
      if (!Number.isInteger(page) || page < 1)
        return Promise.reject(new RangeError(`A page is a whole number from 1, not ${page}.`))
      return request({ page: String(page), entries: String(catalogueLimits.pageSize) }, options)
    },
    search(query, options) {
      return request(
        {
          page: '1',
          entries: String(catalogueLimits.searchEntries),
          search: searchText(query) || undefined,
        },
        options,
      )
    },
    async wallet(id, options) {
      // The dapp's own include list still applies: a wallet it left out is not found.
      if (include?.length && !include.includes(id)) return undefined
      const { data } = await request({ page: '1', entries: '1', include: [id] }, options)
      return data.find((wallet) => wallet.id === id)
    },
    async prefetchImages(urls, parameters = {}) {
      const limit = parameters.limit ?? catalogueLimits.prefetchedImages
      const fresh = urls.slice(0, limit).filter((url) => !!url && !preloaded.has(url))
      const result = await prefetchImages(fresh, { ...parameters, load: imageLoader })
      for (const url of result.loaded) preloaded.add(url)
      return result
    },
    recentWallets: {
      get: () => getRecentWallets(storage),
      add: (wallet) => addRecentWallet(storage, wallet),
    },
  }
}

type Pending = {
  promise: Promise<WalletCataloguePage>
  controller: AbortController
  /** Callers still waiting; infinite once one waits without a signal. */
  waiting: number
}

/** The query as the server takes it: trimmed, at most 100 UTF-16 units, no half of a pair. */
function searchText(query: string) {
  let text = query.trim().slice(0, catalogueLimits.searchMaxLength)
  if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1)
  return text
}

function isWalletPage(body: unknown): body is { data: Wallet[]; count: number } {
  if (typeof body !== 'object' || body === null) return false
  const { data, count } = body as { data?: unknown; count?: unknown }
  return (
    Array.isArray(data) &&
    typeof count === 'number' &&
    data.every(
      (wallet) =>
        typeof wallet === 'object' &&
        wallet !== null &&
        typeof (wallet as Wallet).id === 'string' &&
        typeof (wallet as Wallet).name === 'string',
    )
  )
}
