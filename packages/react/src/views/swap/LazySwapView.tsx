import { LazyChunkView } from '../../components/LazyChunkView/LazyChunkView.js'
import { useMessages } from '../../context/AirlockContext.js'
import { loadSwapChunk } from '../../utils/loadChunks.js'

export type SwapViewName = 'Swap' | 'SwapSelectToken' | 'SwapPreview'

/**
 * One of the swap views, loaded with the others on first use; skeleton rows show meanwhile.
 *
 * @param props.view - Which swap view.
 *
 * @example
 * <LazySwapView view="Swap" />
 */
export function LazySwapView({ view }: { view: SwapViewName }) {
  const t = useMessages()
  return (
    <LazyChunkView
      load={loadSwapChunk}
      view={view}
      className="swap-view"
      failedMessage={t('error.initializeSwapFailed')}
    />
  )
}
