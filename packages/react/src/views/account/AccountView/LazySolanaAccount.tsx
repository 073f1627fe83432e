import { LazyChunkView } from '../../../components/LazyChunkView/LazyChunkView.js'
import { useMessages } from '../../../context/AirlockContext.js'
import { useAccount } from '../../../hooks/useEip155.js'
import { loadSolanaChunk } from '../../../utils/loadSolanaChunk.js'

/**
 * The Solana account in the Account view, loaded as a chunk of its own once a Solana wallet is
 * connected; nothing without one.
 *
 * @example
 * <LazySolanaAccount />
 */
export function LazySolanaAccount() {
  const t = useMessages()
  const { address } = useAccount({ namespace: 'solana' })
  if (!address) return null
  return (
    <LazyChunkView
      load={loadSolanaChunk}
      view="SolanaAccount"
      className="solana-view"
      failedMessage={t('modal.viewLoadFailed')}
    />
  )
}
