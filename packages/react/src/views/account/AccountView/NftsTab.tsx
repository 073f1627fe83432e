import { Failed } from '../../../components/Failed/Failed.js'
import { SkeletonRows } from '../../../components/SkeletonRows/SkeletonRows.js'
import { useMessages } from '../../../context/AirlockContext.js'
import { useNfts } from '../../../hooks/usePortfolio.js'

/** The account's NFTs as a grid of images; spam collections hidden. */
export function NftsTab() {
  const t = useMessages()
  const nfts = useNfts()
  if (nfts.status === 'error' && !nfts.data)
    return <Failed message={t('nfts.failed')} retry={nfts.retry} />
  if (!nfts.data) return <SkeletonRows count={2} />
  const shown = nfts.data.filter((nft) => !nft.isSpam)
  if (shown.length === 0) return <p className="note">{t('nfts.empty')}</p>
  return (
    <ul className="nft-grid" aria-label={t('tab.nfts')}>
      {shown.map((nft) => (
        <li key={`${nft.collection.address}:${nft.tokenId}`} className="nft" data-testid="nft">
          {nft.image ? <img src={nft.image} alt="" /> : <span className="nft-placeholder" />}
          <span className="row-title">{nft.name}</span>
          <span className="row-sub">{nft.collection.name}</span>
        </li>
      ))}
    </ul>
  )
}
