import { LazyChunkView } from '../../components/LazyChunkView/LazyChunkView.js'
import { useMessages } from '../../context/AirlockContext.js'
import { loadOnRampChunk } from '../../utils/loadChunks.js'

export type OnRampView =
  | 'OnRampProviders'
  | 'OnRampTokenSelect'
  | 'OnRampFiatSelect'
  | 'BuyInProgress'
  | 'OnRampActivity'

/**
 * One of the on-ramp views, loaded with the others on first use; skeleton rows show meanwhile.
 *
 * @param props.view - Which on-ramp view.
 *
 * @example
 * <LazyOnRampView view="OnRampProviders" />
 */
export function LazyOnRampView({ view }: { view: OnRampView }) {
  const t = useMessages()
  return (
    <LazyChunkView
      load={loadOnRampChunk}
      view={view}
      className="onramp"
      failedMessage={t('modal.viewLoadFailed')}
    />
  )
}
