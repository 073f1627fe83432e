import type { GetWalletsQuery, GetWalletsResponse, Wallet } from '@airlock/protocol'
import { maxWalletEntries } from '@airlock/protocol'
import { defaultDevnet } from '../config/defaultDevnet.js'
import { createImage, type ServedImage } from '../images/createImage.js'
import { findWalletLogo } from '../images/findWalletLogo.js'
import { renderWalletIcon } from '../images/renderWalletIcon.js'
import { normalizeSearchText } from './normalizeSearchText.js'
import type { StoredWallet } from './storedWallet.js'

export type CreateCatalogueIndexParameters = {
  /**
   * Local chains (CAIP-2) that every wallet with an `eip155` chain counts as supporting when
   * `chains` filters: any EVM wallet can add a local chain, though no listing names one. Defaults to
   * the devnet's chains (`eip155:31337`, `eip155:31338`).
   */
  localEvmChains?: readonly string[]
  /** Bytes of `getWallets` answers kept for repeated queries. Defaults to 8 MiB. */
  cacheBytes?: number
}

/** The catalogue in memory: answers `GET /getWallets` and serves the wallets' icons. */
export type CatalogueIndex = {
  /** How many wallets there are. */
  readonly size: number
  /** Every wallet as the wire shows it, in catalogue order (`order`, then name). */
  readonly wallets: readonly Wallet[]
  /** One page of the wallets that match, and how many match in all. */
  getWallets(query: GetWalletsQuery): GetWalletsResponse
  /** The same answer as UTF-8 JSON, built once per distinct query and then kept. */
  getWalletsBody(query: GetWalletsQuery): Uint8Array<ArrayBuffer>
  /** The icon a wallet's `image_id` names (32 lower-case hex digits). */
  getWalletImage(imageId: string): ServedImage | undefined
}

type Entry = {
  wallet: Wallet
  json: string
  position: number
  /** The name folded by `normalizeSearchText`, and the same without spaces. */
  name: string
  compact: string
  chains: ReadonlySet<string>
  evm: boolean
}

/**
 * Indexes catalogue wallets for serving: sorts them once (by `order`, then name, then id),
 * serialises each once, folds names for search, and picks each icon (an imported image, else the
 * wallet's real logo from `@web3icons/core`, else its monogram), whose hash becomes the wallet's
 * `image_id`. Queries then filter and slice arrays in memory; each distinct answer is
 * encoded once and kept (least recently used first out) within `cacheBytes`.
 *
 * Filters: `include` keeps only those ids (in catalogue order), `exclude` drops ids, `chains` keeps
 * wallets supporting any of the chains, `badge_type` keeps wallets with that badge. `search` folds
 * case and accents and ranks whole-name matches first, then names that start with the query, then
 * names with a word that does, then names that contain it, each group in catalogue order.
 *
 * @param wallets - The stored wallets.
 * @returns The index.
 *
 * @example
 * import { createCatalogueIndex } from './catalogue/createCatalogueIndex.js'
 * import { readBundledWallets } from './catalogue/readBundledWallets.js'
 * const index = createCatalogueIndex(readBundledWallets())
 * index.getWallets({ page: 1, entries: 40, search: 'meta' }).data[0]?.name // 'MetaMask'
 */
export function createCatalogueIndex(
  wallets: readonly StoredWallet[],
  {
    localEvmChains = (defaultDevnet()?.manifest.chains ?? []).map((chain) => chain.caipNetworkId),
    cacheBytes = 8 * 1024 * 1024,
  }: CreateCatalogueIndexParameters = {},
): CatalogueIndex {
  const images = new Map<string, ServedImage>()
  const entries: Entry[] = [...wallets].sort(compareWallets).map((stored, position) => {
    const image = walletImage(stored)
    images.set(image.hash, image)
    const wallet = deepFreeze(toWire(stored, image.hash))
    const name = normalizeSearchText(stored.name)
    return {
      wallet,
      json: JSON.stringify(wallet),
      position,
      name,
      compact: name.replaceAll(' ', ''),
      chains: new Set(stored.chains),
      evm: stored.chains.some((chain) => chain.startsWith('eip155:')),
    }
  })
  const byId = new Map(entries.map((entry) => [entry.wallet.id, entry]))
  const localChains = new Set(localEvmChains)
  const cache = new Map<string, Uint8Array<ArrayBuffer>>()
  let cachedBytes = 0
  const encoder = new TextEncoder()

  function match(query: GetWalletsQuery): readonly Entry[] {
    let candidates: readonly Entry[] = entries
    if (query.include?.length) {
      const included = new Set<Entry>()
      for (const id of query.include) {
        const entry = byId.get(id)
        if (entry) included.add(entry)
      }
      candidates = [...included].sort((a, b) => a.position - b.position)
    }
    const exclude = query.exclude?.length ? new Set(query.exclude) : undefined
    const chains = query.chains?.length ? query.chains : undefined
    const anyEvm = chains?.some((chain) => localChains.has(chain)) ?? false
    const badge = query.badge_type
    if (exclude || chains || badge)
      candidates = candidates.filter(
        (entry) =>
          !exclude?.has(entry.wallet.id) &&
          (!chains || (anyEvm && entry.evm) || chains.some((chain) => entry.chains.has(chain))) &&
          (!badge || entry.wallet.badge_type === badge),
      )
    const search = searchKey(query.search)
    if (search === undefined) return candidates
    if (search === '') return []
    // A search answers its best matches only (SPEC §9: up to 100), `count` included.
    return rank(candidates, search).slice(0, maxWalletEntries)
  }

  function page(query: GetWalletsQuery) {
    const matches = match(query)
    const start = (query.page - 1) * query.entries
    return { entries: matches.slice(start, start + query.entries), count: matches.length }
  }

  return {
    size: entries.length,
    wallets: Object.freeze(entries.map((entry) => entry.wallet)),
    getWallets(query) {
      const { entries, count } = page(query)
      return { data: entries.map((entry) => entry.wallet), count }
    },
    getWalletsBody(query) {
      const key = cacheKey(query)
      const hit = cache.get(key)
      if (hit) {
        // Re-inserted, so the Map's order runs from least to most recently used.
        cache.delete(key)
        cache.set(key, hit)
        return hit
      }
      const { entries, count } = page(query)
      const body = encoder.encode(
        `{"data":[${entries.map((entry) => entry.json).join(',')}],"count":${count}}`,
      )
      const size = body.byteLength + key.length * 2
      if (size <= cacheBytes) {
        for (const [oldKey, oldBody] of cache) {
          if (cachedBytes + size <= cacheBytes) break
          cache.delete(oldKey)
          cachedBytes -= oldBody.byteLength + oldKey.length * 2
        }
        cache.set(key, body)
        cachedBytes += size
      }
      return body
    },
    getWalletImage(imageId) {
      return images.get(imageId)
    },
  }
}

function compareWallets(a: StoredWallet, b: StoredWallet): number {
  return a.order - b.order || compareText(a.name, b.name) || compareText(a.id, b.id)
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function walletImage(stored: StoredWallet): ServedImage {
  if (stored.image)
    return createImage({
      body: new Uint8Array(Buffer.from(stored.image.base64, 'base64')),
      contentType:
        stored.image.content_type === 'image/svg+xml'
          ? 'image/svg+xml; charset=utf-8'
          : stored.image.content_type,
    })
  // The wallet's real logo when `@web3icons/core` has it; its monogram otherwise.
  const logo = findWalletLogo(stored)
  if (logo) return createImage({ body: logo })
  return createImage({
    body: renderWalletIcon({ name: stored.name, color: stored.brand_color, seed: stored.id }),
  })
}

// Keys in the order of the `wallet` schema, so every answer reads the same.
function toWire(stored: StoredWallet, imageId: string): Wallet {
  return {
    id: stored.id,
    name: stored.name,
    image_id: imageId,
    // Never a link elsewhere: an imported `image_url` was fetched and stored at import, and every
    // image is served from `/getWalletImage/{image_id}`.
    image_url: null,
    homepage: stored.homepage,
    mobile_link: stored.mobile_link,
    desktop_link: stored.desktop_link,
    webapp_link: stored.webapp_link,
    link_mode: stored.link_mode,
    app_store: stored.app_store,
    play_store: stored.play_store,
    chrome_store: stored.chrome_store,
    rdns: stored.rdns,
    // Copies: the answer is frozen, the caller's wallets are not.
    injected: stored.injected?.map((item) => ({ ...item })) ?? null,
    chains: [...stored.chains],
    badge_type: stored.badge_type,
    order: stored.order,
  }
}

// `undefined`: no search. `''`: a query with nothing searchable in it (`!!!`), which matches
// nothing. A query of only spaces counts as no search.
function searchKey(search: string | undefined): string | undefined {
  if (search === undefined || search.trim() === '') return undefined
  return normalizeSearchText(search)
}

function rank(candidates: readonly Entry[], query: string): Entry[] {
  const compactQuery = query.replaceAll(' ', '')
  const wordStart = ` ${query}`
  const tiers: [Entry[], Entry[], Entry[], Entry[]] = [[], [], [], []]
  for (const entry of candidates) {
    const spaced = ` ${entry.name}`
    if (entry.name === query || entry.compact === compactQuery) tiers[0].push(entry)
    else if (entry.name.startsWith(query) || entry.compact.startsWith(compactQuery))
      tiers[1].push(entry)
    else if (spaced.includes(wordStart)) tiers[2].push(entry)
    else if (entry.name.includes(query) || entry.compact.includes(compactQuery))
      tiers[3].push(entry)
  }
  return tiers.flat()
}

function cacheKey(query: GetWalletsQuery): string {
  return JSON.stringify([
    query.page,
    query.entries,
    query.include ?? null,
    query.exclude ?? null,
    query.chains ?? null,
    searchKey(query.search) ?? null,
    query.badge_type ?? null,
  ])
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
