import { FullAddress } from '../../../components/FullAddress/FullAddress.js'
import { NetworkBadge } from '../../../components/NetworkBadge/NetworkBadge.js'
import { QrCode } from '../../../components/QrCode/QrCode.js'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAccount } from '../../../hooks/useEip155.js'

/** Receive: the address as a QR code, to copy, and the networks it works on. */
export function WalletReceiveView() {
  const airlock = useAirlock()
  const t = useMessages()
  const { address } = useAccount()
  if (!address) return null
  return (
    <div className="account">
      <QrCode value={address} label={t('receive.qr', { address })} />
      <p className="mono receive-address" data-testid="receive-address">
        <FullAddress address={address} />
      </p>
      <button
        type="button"
        className="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(address).catch(() => {})
          airlock.notifier.show('success', t('account.copied'))
        }}
      >
        {t('account.copy')}
      </button>
      <p className="note">{t('receive.networks')}</p>
      <ul className="badges" aria-label={t('receive.networksLabel')}>
        {airlock.config.networks.map((chain) => (
          <li key={chain.id} title={chain.name}>
            <NetworkBadge name={chain.name} chainId={chain.id} size={28} />
            <span className="visually-hidden">{chain.name}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
