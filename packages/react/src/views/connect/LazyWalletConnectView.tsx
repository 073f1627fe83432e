import { LazyChunkView } from '../../components/LazyChunkView/LazyChunkView.js'
import { useMessages } from '../../context/AirlockContext.js'
import { loadWalletConnectChunk } from '../../utils/loadChunks.js'

/**
 * ConnectingWalletConnectBasic (the QR code and the wallets' links), loaded as a chunk of its own
 * when it opens; skeleton rows show meanwhile.
 *
 * @example
 * <LazyWalletConnectView />
 */
export function LazyWalletConnectView() {
  const t = useMessages()
  return (
    <LazyChunkView
      load={loadWalletConnectChunk}
      view="ConnectingWalletConnectBasic"
      className="walletconnect-view"
      failedMessage={t('modal.viewLoadFailed')}
    />
  )
}
