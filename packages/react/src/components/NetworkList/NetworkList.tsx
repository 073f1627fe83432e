import { switchNetwork } from '@airlock/core'
import { useAirlock, useMessages } from '../../context/AirlockContext.js'
import { useAirlockState } from '../../hooks/useAirlockState.js'
import { useAccount, useNetwork } from '../../hooks/useEip155.js'
import { NetworkBadge } from '../NetworkBadge/NetworkBadge.js'

/**
 * The dapp's EVM networks as buttons; the wallet's current one is marked, the others switch.
 * Without a wallet, the one chosen for connecting is marked, and a click chooses another. While
 * another namespace is active, none is marked and a click asks to switch namespace first
 * (SwitchActiveChain).
 */
export function NetworkList() {
  const airlock = useAirlock()
  const t = useMessages()
  const { networks, chainId } = useNetwork()
  const { isConnected } = useAccount()
  const active = useAirlockState((state) => state.activeNamespace) === 'eip155'
  return (
    <ul className="list">
      {networks.map((chain) => {
        const current = active && chain.id === chainId
        return (
          <li key={chain.id}>
            <button
              type="button"
              className="wallet"
              aria-current={current ? 'true' : undefined}
              onClick={() => {
                if (!active)
                  airlock.navigate({
                    type: 'push',
                    view: 'SwitchActiveChain',
                    data: { namespace: 'eip155', network: chain.id },
                  })
                else if (!current) void switchNetwork(airlock, { chainId: chain.id })
              }}
            >
              <NetworkBadge name={chain.name} chainId={chain.id} />
              {chain.name}
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
