import {
  type Airlock,
  createWalletCatalogue,
  type WalletCatalogue,
  type WalletCataloguePage,
} from '@airlock/core'
import { useSyncExternalStore } from 'react'
import { useAirlock } from '../context/AirlockContext.js'

// One catalogue client per Airlock client, made on first use: its cache lives as long as the
// client does, and two clients on one page never share answers or recent wallets.
const catalogues = new WeakMap<Airlock, WalletCatalogue>()

/**
 * The wallet catalogue client of the nearest `<AirlockProvider>`'s Airlock client: featured
 * wallets, pages, search, image prefetch and recent wallets, against `airlock.config.apiUrl`.
 *
 * @returns The same client for the same Airlock client, on every render and in every component.
 *
 * @example
 * import { useCatalogue } from '@airlock/react'
 * const catalogue = useCatalogue()
 * useEffect(() => {
 *   const controller = new AbortController()
 *   void catalogue.featured({ signal: controller.signal }).then(setFeatured, () => {})
 *   return () => controller.abort()
 * }, [catalogue])
 */
export function useCatalogue(): WalletCatalogue {
  return catalogueOf(useAirlock())
}

/** The catalogue client of `airlock`, made on first use (what `useCatalogue` returns). */
export function catalogueOf(airlock: Airlock): WalletCatalogue {
  let catalogue = catalogues.get(airlock)
  if (!catalogue) {
    catalogue = createWalletCatalogue({
      apiUrl: airlock.config.apiUrl,
      projectId: airlock.config.projectId,
      storage: airlock.storage,
    })
    catalogues.set(airlock, catalogue)
  }
  return catalogue
}

// The featured page each catalogue client answered before its Connect view first showed.
const prefetched = new WeakMap<WalletCatalogue, WalletCataloguePage>()
const prefetchListeners = new Set<() => void>()

/**
 * Asks for the featured wallets and their images while the page is idle (the modal, closed,
 * calls it once it is loaded): the Connect view then shows them with its first paint, and asks
 * the server nothing on open. A failure is left to the view, which asks again after its paint.
 */
export function prefetchFeatured(catalogue: WalletCatalogue): Promise<void> {
  return catalogue.featured().then(
    (page) => {
      prefetched.set(catalogue, page)
      for (const listener of prefetchListeners) listener()
      void catalogue.prefetchImages(page.data.map((wallet) => wallet.image_url))
    },
    () => {},
  )
}

const subscribePrefetched = (listener: () => void) => {
  prefetchListeners.add(listener)
  return () => prefetchListeners.delete(listener)
}

/** The featured page `prefetchFeatured` brought for `catalogue`, once it has answered. */
export function usePrefetchedFeatured(catalogue: WalletCatalogue) {
  return useSyncExternalStore(
    subscribePrefetched,
    () => prefetched.get(catalogue),
    () => undefined,
  )
}
