import { useId } from 'react'
import { NetworkList } from '../../../components/NetworkList/NetworkList.js'
import { SolanaNetworkList } from '../../../components/NetworkList/SolanaNetworkList.js'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAccount } from '../../../hooks/useEip155.js'

/**
 * The Networks view: the dapp's networks; choosing another asks the wallet to switch. Without a
 * wallet it is the network Connect will use, and says nothing about a wallet. With Solana
 * clusters configured, the EVM networks and the Solana ones each under their namespace's name;
 * one of the namespace not active asks to switch namespace first.
 */
export function NetworksView() {
  const { config } = useAirlock()
  const t = useMessages()
  const id = useId()
  const { isConnected } = useAccount()
  const hint = isConnected ? <p className="note">{t('networks.hint')}</p> : null
  if (config.solanaNetworks.length === 0)
    return (
      <div className="stack">
        <NetworkList />
        {hint}
      </div>
    )
  return (
    <div className="stack">
      {config.networks.length > 0 ? (
        <section className="stack" aria-labelledby={`${id}-eip155`}>
          <h3 id={`${id}-eip155`} className="section-label">
            {t('namespace.eip155')}
          </h3>
          <NetworkList />
        </section>
      ) : null}
      <section className="stack" aria-labelledby={`${id}-solana`}>
        <h3 id={`${id}-solana`} className="section-label">
          {t('connect.solanaTag')}
        </h3>
        <SolanaNetworkList />
      </section>
      {hint}
    </div>
  )
}
