import { connectWallet } from '@airlock/core'
import { useAirlock, useMessages } from '../../context/AirlockProvider.js'
import { useConnectors } from '../../hooks/useEip155.js'

/** The Connect view: the browser wallets on this page first, found over EIP-6963. */
export function ConnectView() {
  const airlock = useAirlock()
  const t = useMessages()
  // Announced wallets carry their own icon; wagmi's generic `injected` entry does not.
  const wallets = useConnectors().filter((connector) => connector.icon)

  if (wallets.length === 0) return <p className="note">{t('connect.noInjected')}</p>
  return (
    <ul className="list">
      {wallets.map((connector) => (
        <li key={connector.uid}>
          <button
            type="button"
            className="wallet"
            onClick={() => void connectWallet(airlock, { connectorUid: connector.uid })}
          >
            <img src={connector.icon} alt="" />
            {connector.name}
            <span className="tag">{t('connect.installed')}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
