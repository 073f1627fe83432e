import type { AirlockStorage } from '../storage/createStorage.js'
import { catalogueLimits } from './catalogueLimits.js'
import {
  getRecentWallets,
  pickRecent,
  type RecentWallet,
  recentWalletsKey,
} from './getRecentWallets.js'

// A browser wallet's icon is a data: URL, often an SVG of several kilobytes; a huge one would
// eat into the origin's storage quota for a picture the wallet announces again anyway.
const maxStoredImageUrlLength = 16_384

/**
 * Remembers `wallet` as the most recently used one: it moves to the front, the same wallet
 * (by id, or by rdns) is not kept twice, and only the 2 newest are kept (SPEC §9).
 *
 * @param storage - The client's storage (`airlock.storage`).
 * @param wallet - The wallet chosen; fields other than id, name, image_url and rdns are dropped.
 * @returns The recent wallets after the change, newest first.
 *
 * @example
 * import { addRecentWallet, createStorage } from '@airlock/core'
 * addRecentWallet(createStorage(), { id: 'c57c…', name: 'MetaMask', image_url: null, rdns: 'io.metamask' })
 */
export function addRecentWallet(storage: AirlockStorage, wallet: RecentWallet): RecentWallet[] {
  const added = pickRecent(wallet)
  if (added.image_url !== null && added.image_url.length > maxStoredImageUrlLength)
    added.image_url = null
  const same = (other: RecentWallet) =>
    other.id === added.id || (added.rdns !== null && other.rdns === added.rdns)
  const recent = [added, ...getRecentWallets(storage).filter((other) => !same(other))].slice(
    0,
    catalogueLimits.recentWallets,
  )
  storage.set(recentWalletsKey, recent)
  return recent
}
