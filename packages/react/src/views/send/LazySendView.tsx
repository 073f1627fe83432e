import { LazyChunkView } from '../../components/LazyChunkView/LazyChunkView.js'
import { useMessages } from '../../context/AirlockContext.js'
import { loadSendChunk } from '../../utils/loadChunks.js'

export type SendView = 'WalletSend' | 'WalletSendPreview' | 'WalletSendSelectToken'

/**
 * One of the send flow's views, loaded with the others on first use; skeleton rows show meanwhile.
 *
 * @param props.view - Which send view.
 *
 * @example
 * <LazySendView view="WalletSend" />
 */
export function LazySendView({ view }: { view: SendView }) {
  const t = useMessages()
  return (
    <LazyChunkView
      load={loadSendChunk}
      view={view}
      className="send-view"
      failedMessage={t('modal.viewLoadFailed')}
    />
  )
}
