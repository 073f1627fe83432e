import { useAirlock, useMessages } from '../../context/AirlockContext.js'
import { useAirlockState } from '../../hooks/useAirlockState.js'
import { useAccount } from '../../hooks/useEip155.js'
import { NetworkBadge } from '../NetworkBadge/NetworkBadge.js'

/**
 * The dapp's Solana clusters as buttons (no Solana code: names from the config). The active
 * one is marked while Solana is the active namespace; otherwise a click asks to switch namespace
 * (SwitchActiveChain).
 */
export function SolanaNetworkList() {
  const airlock = useAirlock()
  const t = useMessages()
  const { chainId, isConnected } = useAccount({ namespace: 'solana' })
  const active = useAirlockState((state) => state.activeNamespace) === 'solana'
  const networks = airlock.config.solanaNetworks
  const currentId = chainId ?? networks[0]?.caipNetworkId
  return (
    <ul className="list">
      {networks.map((network) => {
        const current = active && network.caipNetworkId === currentId
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="wallet"
              aria-current={current ? 'true' : undefined}
              onClick={() => {
                if (current) return
                if (!active)
                  airlock.navigate({
                    type: 'push',
                    view: 'SwitchActiveChain',
                    data: { namespace: 'solana', network: network.caipNetworkId },
                  })
                else
                  void airlock
                    .adapter('solana')
                    .then((adapter) =>
                      adapter.switchNetwork(network.caipNetworkId.slice('solana:'.length)),
                    )
                    .catch(() => {})
              }}
            >
              <NetworkBadge name={network.name} chainId={network.caipNetworkId} />
              {network.name}
              {current ? (
                <span className="tag">
                  {isConnected ? t('networks.current') : t('networks.selected')}
                </span>
              ) : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
