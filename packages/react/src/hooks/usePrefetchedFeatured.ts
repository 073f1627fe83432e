import type { WalletCataloguePage } from '@airlock/core'
import { createContext, useContext } from 'react'

/**
 * Where the modal puts the featured wallets it fetched on idle, before any open
 * (`usePrefetchFeatured`). A context, so the page reaches the Connect view even while the closed
 * modal keeps it hidden: the view is rendered with its rows before the click.
 */
export const PrefetchedFeaturedContext = createContext<WalletCataloguePage | undefined>(undefined)

/**
 * The catalogue's first page once the modal has fetched it on idle; `undefined` until then, when
 * that failed, and outside the modal.
 *
 * @example
 * import { usePrefetchedFeatured } from './usePrefetchedFeatured.js'
 * const featured = usePrefetchedFeatured()?.data ?? []
 */
export function usePrefetchedFeatured(): WalletCataloguePage | undefined {
  return useContext(PrefetchedFeaturedContext)
}
