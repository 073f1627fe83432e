import { LazyChunkView } from '../../components/LazyChunkView/LazyChunkView.js'
import { useMessages } from '../../context/AirlockContext.js'
import { loadNamesChunk } from '../../utils/loadChunks.js'

export type NamesView = 'RegisterAccountName' | 'RegisterAccountNameSuccess'

/**
 * One of the name registration's views, loaded with the other on first use; skeleton rows show
 * meanwhile.
 *
 * @param props.view - Which names view.
 *
 * @example
 * <LazyNamesView view="RegisterAccountName" />
 */
export function LazyNamesView({ view }: { view: NamesView }) {
  const t = useMessages()
  return (
    <LazyChunkView
      load={loadNamesChunk}
      view={view}
      className="names-view"
      failedMessage={t('modal.viewLoadFailed')}
    />
  )
}
