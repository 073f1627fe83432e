import type { WalletCatalogue, WalletCataloguePage } from '@airlock/core'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { useAirlock } from '../context/AirlockContext.js'
import { afterPaint } from '../utils/afterPaint.js'
import { connectIntent } from '../utils/connectIntent.js'
import { useCatalogue } from './useCatalogue.js'
import { warmSocialProviders } from './useSocialLogin.js'

// The featured wallets asked for ahead of the first open; `undefined` until they have come.
const WarmFeatured = createContext<WalletCataloguePage | undefined>(undefined)

/**
 * Asks the catalogue for its featured wallets, and their images, and the server for its social
 * logins (`warmSocialProviders`), as the visitor shows intent to connect (`connectIntent`: a
 * pointer over the Connect button, focus on it, a touch) while `warm` holds (the modal would open
 * on Connect); the featured page once both have come, else `undefined`. Given to the Connect
 * views inside by `WarmFeaturedProvider`: made before the click (the modal's `Activity`), they
 * then show the featured rows, their images and the social tiles at once, in the render that
 * arms the dialog: no skeleton, no second pass, no request on the click. Before any intent the
 * server is asked nothing, and the intent itself renders nothing (it is listened to, not read in
 * a render). A request that fails is left to the view, which asks again as it shows.
 *
 * @example
 * const page = useWarmFeatured(opensOnConnect)
 * <WarmFeaturedProvider page={page}>{dialog}</WarmFeaturedProvider>
 */
export function useWarmFeatured(warm: boolean): WalletCataloguePage | undefined {
  const airlock = useAirlock()
  const catalogue = useCatalogue()
  const [page, setPage] = useState<WalletCataloguePage>()
  const wanted = warm && page === undefined
  useEffect(() => {
    if (!wanted) return
    const controller = new AbortController()
    let asked = false
    const ask = () => {
      if (asked || !connectIntent.shown(airlock)) return
      asked = true
      const featured = catalogue.featured({ signal: controller.signal })
      Promise.all([featured, warmSocialProviders(airlock)]).then(
        ([answer]) => {
          setPage(answer)
          // Not stopped with the request: `setPage` itself ends this effect.
          void catalogue.prefetchImages(answer.data.map((wallet) => wallet.image_url))
        },
        () => {},
      )
    }
    ask()
    const unsubscribe = connectIntent.subscribe(airlock, ask)
    return () => {
      unsubscribe()
      controller.abort()
    }
  }, [airlock, catalogue, wanted])
  return page
}

/** Gives the featured wallets `useWarmFeatured` asked for ahead to the Connect views inside. */
export function WarmFeaturedProvider({
  page,
  children,
}: {
  page: WalletCataloguePage | undefined
  children: ReactNode
}) {
  return <WarmFeatured.Provider value={page}>{children}</WarmFeatured.Provider>
}

type FeaturedState =
  | { status: 'loading'; page?: undefined; error?: undefined }
  | { status: 'ready'; page: WalletCataloguePage; error?: undefined }
  | { status: 'error'; page?: undefined; error: Error }

/**
 * The catalogue's featured wallets (and its size): those `WarmFeaturedProvider` already has, or
 * else fetched once the view has painted, so the browser wallets and the skeleton show first and
 * the request (its client, its cache) costs the click nothing. `retry` asks again after a failure.
 */
export function useFeaturedWallets(catalogue: WalletCatalogue) {
  const warm = useContext(WarmFeatured)
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<FeaturedState>({ status: 'loading' })
  // A retry is the person's own request: it is shown, whatever came ahead of it.
  const ready = attempt === 0 ? warm : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how retry re-runs it
  useEffect(() => {
    if (ready) return
    const controller = new AbortController()
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }))
    const ask = () =>
      catalogue.featured({ signal: controller.signal }).then(
        (page) => {
          setState({ status: 'ready', page })
          void catalogue.prefetchImages(
            page.data.map((wallet) => wallet.image_url),
            { signal: controller.signal },
          )
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          setState({
            status: 'error',
            error: error instanceof Error ? error : new Error(String(error)),
          })
        },
      )
    const cancel = afterPaint(() => void ask())
    return () => {
      cancel()
      controller.abort()
    }
  }, [catalogue, attempt, ready])
  const shown: FeaturedState = ready ? { status: 'ready', page: ready } : state
  return { ...shown, retry: () => setAttempt((count) => count + 1) }
}
