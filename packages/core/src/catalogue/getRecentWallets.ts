import type { Wallet } from '@airlock/protocol'
import type { AirlockStorage } from '../storage/createStorage.js'
import { catalogueLimits } from './catalogueLimits.js'

/** What is remembered of a recently used wallet: enough to show it and to match it by rdns. */
export type RecentWallet = Pick<Wallet, 'id' | 'name' | 'image_url' | 'rdns'>

/** The storage key recent wallets are kept under. */
export const recentWalletsKey = 'recentWallets'

/**
 * The wallets used most recently on this device, newest first, at most 2 (SPEC §9). Entries
 * that cannot be read (written by hand or by an older version) are left out.
 *
 * @param storage - The client's storage (`airlock.storage`).
 * @returns The recent wallets; empty when there are none.
 *
 * @example
 * import { createStorage, getRecentWallets } from '@airlock/core'
 * const recent = getRecentWallets(createStorage())
 * // [{ id: 'c57c…', name: 'MetaMask', image_url: '…', rdns: 'io.metamask' }]
 */
export function getRecentWallets(storage: AirlockStorage): RecentWallet[] {
  const stored = storage.get<unknown>(recentWalletsKey)
  if (!Array.isArray(stored)) return []
  return stored.filter(isRecentWallet).slice(0, catalogueLimits.recentWallets).map(pickRecent)
}

/** Keeps only the remembered fields: a wallet from the server carries many more. */
export function pickRecent({ id, name, image_url, rdns }: RecentWallet): RecentWallet {
  return { id, name, image_url, rdns }
}

function isRecentWallet(value: unknown): value is RecentWallet {
  if (typeof value !== 'object' || value === null) return false
  const { id, name, image_url, rdns } = value as Record<string, unknown>
  return (
    typeof id === 'string' &&
    id !== '' &&
    typeof name === 'string' &&
    (image_url === null || typeof image_url === 'string') &&
    (rdns === null || typeof rdns === 'string')
  )
}
