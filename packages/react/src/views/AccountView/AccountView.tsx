import { disconnectWallet, getBalance } from '@airlock/core'
import { useEffect, useState } from 'react'
import { formatUnits } from 'viem'
import { useAirlock, useMessages } from '../../context/AirlockProvider.js'
import { useAccount } from '../../hooks/useEip155.js'
import { shortAddress } from '../../utils/shortAddress.js'

/** The Account view: who is connected, on which network, with how much of its native token. */
export function AccountView() {
  const airlock = useAirlock()
  const t = useMessages()
  const { address, chain } = useAccount()
  const balance = useNativeBalance(address, chain?.id)
  if (!address) return null

  return (
    <div className="account">
      <p className="address" title={address}>
        {shortAddress(address)}
      </p>
      <button
        type="button"
        className="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(address)
          airlock.notifier.show('success', t('account.copied'))
        }}
      >
        {t('account.copy')}
      </button>
      <dl className="facts">
        <dt>{t('account.balance')}</dt>
        <dd data-testid="balance">
          {balance === undefined ? '…' : `${balance} ${chain?.nativeCurrency.symbol ?? ''}`}
        </dd>
        <dt>{t('account.network')}</dt>
        <dd>{chain?.name ?? '…'}</dd>
      </dl>
      <button type="button" className="secondary" onClick={() => void disconnectWallet(airlock)}>
        {t('account.disconnect')}
      </button>
    </div>
  )
}

/** The native balance to 2 decimals (SPEC §9), or undefined while it loads or when it fails. */
function useNativeBalance(address: `0x${string}` | undefined, chainId: number | undefined) {
  const { wagmiConfig } = useAirlock()
  const [balance, setBalance] = useState<string>()
  useEffect(() => {
    if (!wagmiConfig || !address) return
    let current = true
    setBalance(undefined)
    getBalance(wagmiConfig, { address, ...(chainId ? { chainId } : {}) })
      .then(({ value, decimals }) => {
        if (current) setBalance(Number(formatUnits(value, decimals)).toFixed(2))
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [wagmiConfig, address, chainId])
  return balance
}
