import { type Airlock, createWalletCatalogue, type WalletCatalogue } from '@airlock/core'
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
  const airlock = useAirlock()
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
