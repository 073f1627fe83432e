import { NetworkList } from '../../../components/NetworkList/NetworkList.js'
import { useMessages } from '../../../context/AirlockContext.js'

/** The Networks view: the dapp's networks; choosing another asks the wallet to switch. */
export function NetworksView() {
  const t = useMessages()
  return (
    <div className="stack">
      <NetworkList />
      <p className="note">{t('networks.hint')}</p>
    </div>
  )
}
