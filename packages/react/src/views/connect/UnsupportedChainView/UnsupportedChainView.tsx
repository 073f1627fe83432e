import { NetworkList } from '../../../components/NetworkList/NetworkList.js'
import { useMessages } from '../../../context/AirlockContext.js'
import { useDisconnect } from '../../../hooks/useEip155.js'

/**
 * The wallet sits on a chain the dapp does not support: pick one of its networks or disconnect.
 * The modal cannot be closed here (it shakes instead).
 */
export function UnsupportedChainView() {
  const t = useMessages()
  const disconnect = useDisconnect()
  return (
    <div className="stack">
      <p className="note" role="alert">
        {t('unsupported.message')}
      </p>
      <NetworkList />
      <button type="button" className="secondary" onClick={() => void disconnect()}>
        {t('account.disconnect')}
      </button>
    </div>
  )
}
