import { NetworkList } from '../../../components/NetworkList/NetworkList.js'
import { useMessages } from '../../../context/AirlockContext.js'
import { useAccount } from '../../../hooks/useEip155.js'

/**
 * The Networks view: the dapp's networks; choosing another asks the wallet to switch. Without a
 * wallet it is the network Connect will use, and says nothing about a wallet.
 */
export function NetworksView() {
  const t = useMessages()
  const { isConnected } = useAccount()
  return (
    <div className="stack">
      <NetworkList />
      {isConnected ? <p className="note">{t('networks.hint')}</p> : null}
    </div>
  )
}
