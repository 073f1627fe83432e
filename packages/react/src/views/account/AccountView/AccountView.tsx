import { getNativeBalance } from '@airlock/core'
import { useEffect, useId, useRef, useState } from 'react'
import { formatUnits } from 'viem'
import { NetworkBadge } from '../../../components/NetworkBadge/NetworkBadge.js'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useAccount, useDisconnect } from '../../../hooks/useEip155.js'
import { useEmailWallet } from '../../../hooks/useEmailWallet.js'
import { useOnRampProviders } from '../../../hooks/useOnRampProviders.js'
import { textDirection } from '../../../locales/textDirection.js'
import { avatarGradient } from '../../../utils/avatar.js'
import { loadSwapChunk } from '../../../utils/loadSwapChunk.js'
import { shortAddress } from '../../../utils/shortAddress.js'
import { ActivityTab } from './ActivityTab.js'
import { NftsTab } from './NftsTab.js'
import { TokensTab } from './TokensTab.js'

/** The Account view: who is connected, on which network, with how much of its native token. */
export function AccountView() {
  const airlock = useAirlock()
  const t = useMessages()
  const disconnect = useDisconnect()
  const { address, chain } = useAccount()
  const balance = useNativeBalance(address, chain?.id)
  // Buy shows only once a provider is known: none in a restricted time zone (issue 10).
  const canBuy = (useOnRampProviders().providers?.length ?? 0) > 0
  // The e-mail wallet has settings of its own: its address, account type, sign-out (issue 9).
  const emailWallet = useEmailWallet().connected
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
      <div className="features">
        {/* Wallet features in the spec's order: onramp, swaps, receive, send (those built so far). */}
        {canBuy ? (
          <button
            type="button"
            className="feature"
            onClick={() => airlock.navigate({ type: 'push', view: 'OnRampProviders' })}
          >
            {t('account.buy')}
          </button>
        ) : null}
        <button
          type="button"
          className="feature"
          // The swap's chunk starts loading as the pointer or focus reaches the button.
          onPointerEnter={() => void loadSwapChunk().catch(() => {})}
          onFocus={() => void loadSwapChunk().catch(() => {})}
          onClick={() => {
            airlock.analytics.track('OPEN_SWAP')
            airlock.navigate({ type: 'push', view: 'Swap' })
          }}
        >
          {t('account.swap')}
        </button>
        <button
          type="button"
          className="feature"
          onClick={() => airlock.navigate({ type: 'push', view: 'WalletReceive' })}
        >
          {t('account.receive')}
        </button>
        <button
          type="button"
          className="feature"
          onClick={() => {
            airlock.analytics.track('OPEN_SEND')
            airlock.navigate({ type: 'push', view: 'WalletSend' })
          }}
        >
          {t('account.send')}
        </button>
      </div>
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
          {chain ? <NetworkBadge name={chain.name} chainId={chain.id} /> : null}
          {chain?.name}
          <span className="tag">{t('account.switch')}</span>
        </button>
        {emailWallet ? (
          <button
            type="button"
            className="wallet"
            onClick={() => airlock.navigate({ type: 'push', view: 'AccountSettings' })}
          >
            {t('account.settings')}
          </button>
        ) : null}
        <button type="button" className="wallet" onClick={() => void disconnect()}>
          {t('account.disconnect')}
        </button>
      </div>
      <AccountTabs />
    </div>
  )
}

const tabs = [
  ['tokens', 'tab.tokens', TokensTab],
  ['nfts', 'tab.nfts', NftsTab],
  ['activity', 'tab.activity', ActivityTab],
] as const

/** Tokens, NFTs and Activity, as an ARIA tab list: arrow keys move between the tabs. */
function AccountTabs() {
  const t = useMessages()
  // Right to left, the next tab is the one on the left.
  const step = textDirection(useLocale()) === 'rtl' ? -1 : 1
  const id = useId()
  const [selected, setSelected] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length
    setSelected(next)
    buttons.current[next]?.focus()
  }
  const Panel = tabs[selected]?.[2] ?? TokensTab
  return (
    <div className="tabs">
      <div className="tablist" role="tablist" aria-label={t('tab.label')}>
        {tabs.map(([key, label], index) => (
          <button
            key={key}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${id}-${key}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className="tab"
            onClick={() => setSelected(index)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') select(index + step)
              else if (event.key === 'ArrowLeft') select(index - step)
              else if (event.key === 'Home') select(0)
              else if (event.key === 'End') select(tabs.length - 1)
              else return
              event.preventDefault()
            }}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div
        className="tabpanel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${tabs[selected]?.[0]}`}
      >
        <Panel />
      </div>
    </div>
  )
}

/**
 * The native balance to 2 decimals (SPEC §9): undefined while it loads, null when it cannot be
 * read. Cached 30 s by the adapter, unless the portfolio changed since.
 */
function useNativeBalance(address: `0x${string}` | undefined, chainId: number | undefined) {
  const airlock = useAirlock()
  // Bumped after a send, swap or purchase: read past the cache then.
  const version = useAirlockState((state) => state.portfolioVersion)
  const [balance, setBalance] = useState<string | null>()
  useEffect(() => {
    if (!address || chainId === undefined) return
    let current = true
    setBalance(undefined)
    getNativeBalance(airlock, { address, chainId, portfolioVersion: version })
      .then(({ value, decimals }) => {
        if (current) setBalance(Number(formatUnits(value, decimals)).toFixed(2))
      })
      .catch(() => {
        if (current) setBalance(null)
      })
    return () => {
      current = false
    }
  }, [airlock, address, chainId, version])
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
