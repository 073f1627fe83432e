import type { WalletCataloguePage } from '@airlock/core'
import { useEffect, useState } from 'react'
import { useAirlockState } from '../../hooks/useAirlockState.js'
import { useCatalogue } from '../../hooks/useCatalogue.js'
import { whenIdle } from '../../utils/whenIdle.js'

/**
 * The catalogue's featured wallets, fetched once the page is idle while no wallet is connected
 * (an open would show the Connect view), and their icons preloaded: the request, its parsing and
 * the images cost the click nothing, and the Connect view's own request finds the answer in the
 * catalogue's cache. A server that is slow or down delays nothing: the browser wallets never wait
 * for the catalogue, and a failed prefetch leaves the view to ask again when it opens.
 *
 * @returns The featured page once it has come; `undefined` before, and when it failed.
 */
export function usePrefetchFeatured(): WalletCataloguePage | undefined {
  const catalogue = useCatalogue()
  const disconnected = useAirlockState(
    (state) => state.eip155.status === 'disconnected' && state.solana.status === 'disconnected',
  )
  const [page, setPage] = useState<WalletCataloguePage>()
  useEffect(() => {
    if (!disconnected || page) return
    let current = true
    const cancel = whenIdle(() => {
      catalogue.featured().then(
        (fetched) => {
          void catalogue.prefetchImages(fetched.data.map((wallet) => wallet.image_url))
          if (current) setPage(fetched)
        },
        // The Connect view asks again when it opens, and shows the failure then.
        () => {},
      )
    })
    return () => {
      current = false
      cancel()
    }
  }, [catalogue, disconnected, page])
  return page
}
