import { useEffect, useState } from 'react'
import { formatUnits } from 'viem'
import { NetworkBadge } from '../../components/NetworkBadge/NetworkBadge.js'
import { useAirlock, useMessages } from '../../context/AirlockProvider.js'
import { useAccount, useDisconnect } from '../../hooks/useEip155.js'
import { avatarGradient } from '../../utils/avatar.js'
import { shortAddress } from '../../utils/shortAddress.js'

/** The Account view: who is connected, on which network, with how much of its native token. */
export function AccountView() {
  const airlock = useAirlock()
  const t = useMessages()
  const disconnect = useDisconnect()
  const { address, chain } = useAccount()
  const balance = useNativeBalance(address, chain?.id)
  if (!address) return null
  const explorer = chain?.blockExplorers?.default.url

  return (
    <div className="account">
      <span className="avatar" style={{ background: avatarGradient(address) }} aria-hidden="true" />
      <div className="address-row">
        <p className="address" title={address}>
          {shortAddress(address)}
        </p>
        <button
          type="button"
          className="icon-button"
          aria-label={t('account.copy')}
          onClick={() => {
            void navigator.clipboard?.writeText(address).catch(() => {})
            airlock.notifier.show('success', t('account.copied'))
          }}
        >
          <CopyIcon />
        </button>
      </div>
      <p className="balance" data-testid="balance" aria-live="polite">
        {balance === undefined ? (
          <span className="skeleton-text">
            <span className="visually-hidden">{t('account.balanceLoading')}</span>
          </span>
        ) : balance === null ? (
          t('account.balanceUnavailable')
        ) : (
          `${balance} ${chain?.nativeCurrency.symbol ?? ''}`
        )}
      </p>
      {explorer ? (
        <a
          className="link"
          href={`${explorer.replace(/\/$/, '')}/address/${address}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('account.explorer')}
        </a>
      ) : null}
      <div className="actions">
        <button
          type="button"
          className="wallet"
          aria-label={t('account.network', { network: chain?.name ?? '' })}
          onClick={() => {
            airlock.analytics.track('CLICK_NETWORKS')
            airlock.navigate({ type: 'push', view: 'Networks' })
          }}
        >
          {chain ? <NetworkBadge name={chain.name} /> : null}
          {chain?.name}
          <span className="tag">{t('account.switch')}</span>
        </button>
        <button type="button" className="wallet" onClick={() => void disconnect()}>
          {t('account.disconnect')}
        </button>
      </div>
    </div>
  )
}

/**
 * The native balance to 2 decimals (SPEC §9): undefined while it loads, null when it cannot be
 * read. Cached 30 s by the adapter.
 */
function useNativeBalance(address: `0x${string}` | undefined, chainId: number | undefined) {
  const airlock = useAirlock()
  const [balance, setBalance] = useState<string | null>()
  useEffect(() => {
    if (!address || chainId === undefined) return
    let current = true
    setBalance(undefined)
    airlock
      .eip155()
      .then((adapter) => adapter.nativeBalance(address, chainId))
      .then(({ value, decimals }) => {
        if (current) setBalance(Number(formatUnits(value, decimals)).toFixed(2))
      })
      .catch(() => {
        if (current) setBalance(null)
      })
    return () => {
      current = false
    }
  }, [airlock, address, chainId])
  return balance
}

function CopyIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <rect
        x="5"
        y="5"
        width="9"
        height="9"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <path
        d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  )
}
