import { type ChainNamespace, setActiveNamespace, switchNetwork } from '@airlock/core'
import { NetworkBadge } from '../../../components/NetworkBadge/NetworkBadge.js'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'

type SwitchActiveChainData = { namespace?: ChainNamespace; network?: number | string }

/**
 * Confirms switching the active namespace (EVM → Solana and back), for a network of the other
 * namespace chosen in Networks. With a wallet of that namespace connected, Switch makes it
 * active (and moves it to the network chosen); without one, it goes on to Connect.
 */
export function SwitchActiveChainView() {
  const airlock = useAirlock()
  const t = useMessages()
  const data = useAirlockState((state) => state.router.data) as SwitchActiveChainData | undefined
  const namespace = data?.namespace ?? 'solana'
  const connected = useAirlockState((state) => state[namespace].status === 'connected')
  const evm = airlock.config.networks.find((chain) => chain.id === data?.network)
  const solana = airlock.config.solanaNetworks.find(
    (network) => network.caipNetworkId === data?.network,
  )
  const name = (namespace === 'eip155' ? evm?.name : solana?.name) ?? ''
  const label = namespace === 'eip155' ? t('namespace.eip155') : t('connect.solanaTag')

  const confirm = () => {
    setActiveNamespace(airlock, namespace)
    if (!connected) {
      // Without a wallet of that namespace: the chosen network is the one Connect uses.
      if (evm) airlock.store.setState({ selectedChainId: evm.id })
      airlock.navigate({ type: 'replace', view: 'Connect' })
      return
    }
    if (evm && airlock.store.getState().eip155.chainId !== evm.id)
      return void switchNetwork(airlock, { chainId: evm.id })
    if (solana)
      void airlock
        .adapter('solana')
        .then((adapter) => adapter.switchNetwork(solana.caipNetworkId.slice('solana:'.length)))
        .catch(() => {})
    airlock.navigate({ type: 'reset', view: 'Account' })
  }

  return (
    <div className="connecting">
      <NetworkBadge
        name={name}
        chainId={namespace === 'eip155' ? evm?.id : solana?.caipNetworkId}
        size={72}
      />
      <p className="heading">{t('switchChain.title', { namespace: label })}</p>
      <p className="note">
        {connected
          ? t('switchChain.connected', { namespace: label, network: name })
          : t('switchChain.connect', { namespace: label, network: name })}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="secondary"
          onClick={() => airlock.navigate({ type: 'back' })}
        >
          {t('send.cancel')}
        </button>
        <button type="button" className="primary" onClick={confirm}>
          {connected ? t('switchChain.confirm') : t('connectButton.label')}
        </button>
      </div>
    </div>
  )
}
