import { getNativeBalance, setActiveNamespace } from '@airlock/core'
import { useEffect, useId, useRef, useState } from 'react'
import { formatUnits } from 'viem'
import { CopyIcon } from '../../../components/CopyIcon/CopyIcon.js'
import { NetworkBadge } from '../../../components/NetworkBadge/NetworkBadge.js'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useAccount, useDisconnect } from '../../../hooks/useEip155.js'
import { useEmailWallet } from '../../../hooks/useEmailWallet.js'
import { useIdentity } from '../../../hooks/useIdentity.js'
import { useOnRampProviders } from '../../../hooks/useOnRampProviders.js'
import { textDirection } from '../../../locales/textDirection.js'
import { avatarGradient } from '../../../utils/avatar.js'
import { formatQuantity } from '../../../utils/format.js'
import { loadSendChunk, loadSwapChunk } from '../../../utils/loadChunks.js'
import { shortAddress } from '../../../utils/shortAddress.js'
import { BuySlot, FeatureButton } from './AccountFeatures.js'
import { ActivityTab } from './ActivityTab.js'
import { LazySolanaAccount } from './LazySolanaAccount.js'
import { NftsTab } from './NftsTab.js'
import { TokensTab } from './TokensTab.js'

/** The Account view: who is connected, on which network, with how much of its native token. */
export function AccountView() {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  const disconnect = useDisconnect({ namespace: 'eip155' })
  const { address, chain } = useAccount()
  const balance = useNativeBalance(address, chain?.id)
  // Buy shows only once a provider is known: none in a restricted time zone (issue 10). Until
  // the providers are known its slot is kept, so the other features do not move when it comes.
  const onRamp = useOnRampProviders('eip155')
  const canBuy = (onRamp.providers?.length ?? 0) > 0
  const buyPending = onRamp.providers === undefined && !onRamp.failed
  // The e-mail wallet has settings of its own: its address, account type, sign-out (issue 9).
  const { connected: emailWallet, email, socialProvider, socialUsername } = useEmailWallet()
  // Under the address: the e-mail, else the social username (a Farcaster one as @name).
  const login =
    email ??
    (socialUsername && socialProvider === 'farcaster' ? `@${socialUsername}` : socialUsername)
  // The account's name and avatar, ours first (`/v1/identity`): shown in place of the address.
  const identity = useIdentity(address)
  // Only a Solana wallet connected: its account is all there is to show.
  if (!address) return <LazySolanaAccount />
  const explorer = chain?.blockExplorers?.default.url

  return (
    <div className="account">
      {identity?.avatar ? (
        <img className="avatar" src={identity.avatar} alt="" data-testid="account-avatar" />
      ) : (
        <span
          className="avatar"
          style={{ background: avatarGradient(address) }}
          aria-hidden="true"
        />
      )}
      <div className="address-row">
        <p className="address" title={address} data-testid="account-name">
          {identity?.name ?? shortAddress(address)}
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
      {emailWallet && login ? (
        <p className="account-email" data-testid="account-email">
          {login}
        </p>
      ) : null}
      <p
        className="balance"
        data-testid="balance"
        data-state={balance === null ? 'unavailable' : undefined}
        aria-live="polite"
      >
        {balance === undefined ? (
          <span className="skeleton-text">
            <span className="visually-hidden">{t('account.balanceLoading')}</span>
          </span>
        ) : balance === null ? (
          t('account.balanceUnavailable')
        ) : (
          // The amount reads left to right in every language ('23.52 ETH', not 'ETH 23.52').
          <span className="ltr">{`${formatQuantity(balance, 2, locale)} ${chain?.nativeCurrency.symbol ?? ''}`}</span>
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
          <FeatureButton
            icon="buy"
            onClick={() => {
              // Buy, Swap and Receive follow the active namespace: here, the EVM account's.
              setActiveNamespace(airlock, 'eip155')
              airlock.navigate({ type: 'push', view: 'OnRampProviders' })
            }}
          >
            {t('account.buy')}
          </FeatureButton>
        ) : buyPending ? (
          <BuySlot testId="buy-slot" />
        ) : null}
        <FeatureButton
          icon="swap"
          // The swap's chunk starts loading as the pointer or focus reaches the button.
          onWarm={() => void loadSwapChunk().catch(() => {})}
          onClick={() => {
            airlock.analytics.track('OPEN_SWAP')
            setActiveNamespace(airlock, 'eip155')
            airlock.navigate({ type: 'push', view: 'Swap' })
          }}
        >
          {t('account.swap')}
        </FeatureButton>
        <FeatureButton
          icon="receive"
          onClick={() => {
            setActiveNamespace(airlock, 'eip155')
            airlock.navigate({ type: 'push', view: 'WalletReceive' })
          }}
        >
          {t('account.receive')}
        </FeatureButton>
        <FeatureButton
          icon="send"
          onWarm={() => void loadSendChunk().catch(() => {})}
          onClick={() => {
            airlock.analytics.track('OPEN_SEND')
            airlock.navigate({ type: 'push', view: 'WalletSend' })
          }}
        >
          {t('account.send')}
        </FeatureButton>
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
      <LazySolanaAccount />
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
 * The native balance in whole tokens (the view shows 2 decimals, SPEC §9, in the locale's
 * format): undefined while it loads, null when it cannot be read. Cached 30 s by the adapter, unless the portfolio changed since.
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
        if (current) setBalance(formatUnits(value, decimals))
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
