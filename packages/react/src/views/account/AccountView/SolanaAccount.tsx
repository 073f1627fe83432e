import { setActiveNamespace } from '@airlock/core'
import { useId, useState } from 'react'
import { CopyIcon } from '../../../components/CopyIcon/CopyIcon.js'
import { TokenCells } from '../../../components/TokenCells/TokenCells.js'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useAccount, useDisconnect } from '../../../hooks/useEip155.js'
import { useOnRampProviders } from '../../../hooks/useOnRampProviders.js'
import { useSolanaBalances } from '../../../hooks/useSolanaBalances.js'
import { formatQuantity } from '../../../utils/format.js'
import { loadSwapChunk } from '../../../utils/loadChunks.js'
import { shortAddress } from '../../../utils/shortAddress.js'
import { BuySlot, FeatureButton } from './AccountFeatures.js'
import { ActivityTab } from './ActivityTab.js'
import { SolanaSend } from './SolanaSend.js'

/**
 * The Solana account in the Account view, beside (or instead of) the EVM one: its base58 address
 * shortened, its SOL balance and SPL tokens from the server, its activity (the server's Solana
 * indexer), the EVM account's features (Buy when a provider delivers to Solana, Swap, Receive,
 * Send), and a disconnect of its own. Buy, Swap and Receive make Solana the active namespace:
 * those views follow it.
 */
export function SolanaAccount() {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  const id = useId()
  const { address, network, walletName } = useAccount({ namespace: 'solana' })
  const balances = useSolanaBalances()
  const disconnect = useDisconnect({ namespace: 'solana' })
  // As the EVM account's: Buy's place is kept until the on-ramp's providers are known.
  const onRamp = useOnRampProviders('solana')
  const canBuy = (onRamp.providers?.length ?? 0) > 0
  const buyPending = onRamp.providers === undefined && !onRamp.failed
  const [sending, setSending] = useState(false)
  if (!address) return null
  const open = (view: 'OnRampProviders' | 'Swap' | 'WalletReceive') => {
    setActiveNamespace(airlock, 'solana')
    airlock.navigate({ type: 'push', view })
  }
  const symbol = network?.nativeCurrency.symbol ?? 'SOL'
  const native = balances.data?.find((balance) => balance.symbol === symbol)
  const tokens = balances.data?.filter((balance) => balance !== native) ?? []
  return (
    <section className="stack solana-account" aria-labelledby={id} data-testid="solana-account">
      <h3 id={id} className="heading">
        {t('account.solana')}
      </h3>
      <div className="address-row">
        <p className="address" title={address} data-testid="solana-address">
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
      {walletName ? <p className="account-email">{walletName}</p> : null}
      <p
        className="balance"
        data-testid="solana-balance"
        data-state={balances.status === 'error' && !balances.data ? 'unavailable' : undefined}
        aria-live="polite"
      >
        {balances.status === 'error' && !balances.data ? (
          t('account.balanceUnavailable')
        ) : !balances.data ? (
          <span className="skeleton-text">
            <span className="visually-hidden">{t('account.balanceLoading')}</span>
          </span>
        ) : (
          <span className="ltr">{`${formatQuantity(native?.quantity.numeric ?? '0', 2, locale)} ${symbol}`}</span>
        )}
      </p>
      <div className="features">
        {canBuy ? (
          <FeatureButton
            icon="buy"
            data-testid="solana-buy"
            onClick={() => open('OnRampProviders')}
          >
            {t('account.buy')}
          </FeatureButton>
        ) : buyPending ? (
          <BuySlot testId="solana-buy-slot" />
        ) : null}
        {/* A desk swap of the Solana account: the swap follows the active namespace. */}
        <FeatureButton
          icon="swap"
          data-testid="solana-swap"
          onWarm={() => void loadSwapChunk().catch(() => {})}
          onClick={() => {
            airlock.analytics.track('OPEN_SWAP')
            open('Swap')
          }}
        >
          {t('account.swap')}
        </FeatureButton>
        <FeatureButton
          icon="receive"
          data-testid="solana-receive"
          onClick={() => open('WalletReceive')}
        >
          {t('account.receive')}
        </FeatureButton>
        {/* Send opens its form under the features, in the Account view (no view of its own). */}
        <FeatureButton
          icon="send"
          aria-expanded={sending}
          aria-controls={sending ? `${id}-send` : undefined}
          onClick={() => setSending((shown) => !shown)}
        >
          {t('account.send')}
        </FeatureButton>
      </div>
      {sending ? <SolanaSend id={`${id}-send`} /> : null}
      {tokens.length > 0 ? (
        <ul className="list" aria-label={t('tab.tokens')}>
          {tokens.map((balance) => (
            <li
              key={`${balance.chainId}:${balance.address ?? 'native'}`}
              className="row"
              data-testid={`solana-token-${balance.symbol}`}
            >
              <TokenCells balance={balance} />
            </li>
          ))}
        </ul>
      ) : null}
      <section className="stack" aria-labelledby={`${id}-activity`} data-testid="solana-activity">
        <h4 id={`${id}-activity`} className="heading">
          {t('tab.activity')}
        </h4>
        {/* One placeholder row, not three: the card keeps a view's tallest height, and three
            left a blank under an account with no activity. */}
        <ActivityTab namespace="solana" placeholderRows={1} />
      </section>
      <button type="button" className="wallet" onClick={() => void disconnect()}>
        {t('account.disconnectSolana')}
      </button>
    </section>
  )
}
