import { FullAddress } from '../../../components/FullAddress/FullAddress.js'
import { NetworkBadge } from '../../../components/NetworkBadge/NetworkBadge.js'
import { QrCode } from '../../../components/QrCode/QrCode.js'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useAccount } from '../../../hooks/useEip155.js'

/**
 * Receive: the address as a QR code, to copy, and the networks it works on — the active
 * namespace's account: an EVM address with the dapp's EVM networks, or a Solana (base58) address
 * with its Solana clusters.
 */
export function WalletReceiveView() {
  const airlock = useAirlock()
  const t = useMessages()
  const evm = useAccount()
  const solana = useAccount({ namespace: 'solana' })
  const onSolana =
    useAirlockState((state) => state.activeNamespace) === 'solana' && !!solana.address
  const address = onSolana ? solana.address : evm.address
  if (!address) return null
  const networks = onSolana
    ? airlock.config.solanaNetworks.map(({ caipNetworkId, name }) => ({ id: caipNetworkId, name }))
    : airlock.config.networks.map(({ id, name }) => ({ id, name }))
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
        {networks.map((network) => (
          <li key={network.id} title={network.name}>
            <NetworkBadge name={network.name} chainId={network.id} size={28} />
            <span className="visually-hidden">{network.name}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
