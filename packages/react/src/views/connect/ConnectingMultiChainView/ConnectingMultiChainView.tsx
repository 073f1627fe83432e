import { useId } from 'react'
import { WalletImage } from '../../../components/WalletImage/WalletImage.js'
import { useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { type MultiChainData, useSelectWallet } from '../../../hooks/useSelectWallet.js'

/**
 * A wallet on the page in both namespaces (EIP-6963 and the Wallet Standard, one name): asks
 * which to connect, EVM or Solana, then connects that side as a wallet of its namespace alone.
 */
export function ConnectingMultiChainView() {
  const t = useMessages()
  const id = useId()
  const select = useSelectWallet()
  const data = useAirlockState((state) => state.router.data) as MultiChainData | undefined
  if (!data) return null
  const { connector, wallet, solana } = data
  return (
    <div className="stack">
      <div className="connecting">
        <WalletImage src={connector.icon} name={connector.name} size={72} />
        <p className="note" id={id}>
          {t('multiChain.hint', { wallet: connector.name })}
        </p>
      </div>
      <ul className="list" aria-labelledby={id}>
        <li>
          <button type="button" className="wallet" onClick={() => select({ connector, wallet })}>
            <WalletImage src={connector.icon} name={connector.name} />
            {t('namespace.eip155')}
          </button>
        </li>
        <li>
          <button type="button" className="wallet" onClick={() => select({ solana })}>
            <WalletImage src={solana.icon} name={solana.name} />
            {t('connect.solanaTag')}
          </button>
        </li>
      </ul>
    </div>
  )
}
