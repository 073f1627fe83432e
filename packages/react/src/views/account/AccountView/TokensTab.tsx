import type { Balance } from '@airlock/core'
import { Failed } from '../../../components/Failed/Failed.js'
import { SkeletonRows } from '../../../components/SkeletonRows/SkeletonRows.js'
import { TokenCells } from '../../../components/TokenCells/TokenCells.js'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useOnRampProviders } from '../../../hooks/useOnRampProviders.js'
import { useBalances } from '../../../hooks/usePortfolio.js'
import { formatUsd } from '../../../utils/format.js'

/** The account's tokens: quantity to 2 decimals, USD value, and the total. */
export function TokensTab() {
  const t = useMessages()
  const locale = useLocale()
  const balances = useBalances()
  if (balances.status === 'error' && !balances.data)
    return <Failed message={t('tokens.unavailable')} retry={balances.retry} />
  if (!balances.data) return <SkeletonRows />
  if (balances.data.length === 0) return <EmptyWallet />
  const total = balances.data.reduce((sum, balance) => sum + (balance.value ?? 0), 0)
  return (
    <div className="stack">
      <p className="total">
        <span>{t('tokens.total')}</span>{' '}
        <strong className="ltr" data-testid="portfolio-total">
          {formatUsd(total, locale)}
        </strong>
      </p>
      <ul className="list" aria-label={t('tab.tokens')}>
        {balances.data.map((balance) => (
          <TokenRow key={`${balance.chainId}:${balance.address ?? 'native'}`} balance={balance} />
        ))}
      </ul>
    </div>
  )
}

/** An empty wallet says how to fill it: Buy (where a provider is allowed) and Receive. */
function EmptyWallet() {
  const airlock = useAirlock()
  const t = useMessages()
  const canBuy = (useOnRampProviders().providers?.length ?? 0) > 0
  return (
    <div className="empty-wallet" data-testid="empty-wallet">
      <p className="heading">{t('tokens.empty')}</p>
      <p className="note">{canBuy ? t('tokens.emptyHintBuy') : t('tokens.emptyHintReceive')}</p>
      <div className={canBuy ? 'button-row' : 'stack'}>
        {canBuy ? (
          <button
            type="button"
            className="primary"
            onClick={() => airlock.navigate({ type: 'push', view: 'OnRampProviders' })}
          >
            {t('tokens.buy')}
          </button>
        ) : null}
        <button
          type="button"
          className={canBuy ? 'secondary' : 'primary'}
          onClick={() => airlock.navigate({ type: 'push', view: 'WalletReceive' })}
        >
          {t('account.receive')}
        </button>
      </div>
    </div>
  )
}

function TokenRow({ balance }: { balance: Balance }) {
  return (
    <li className="row" data-testid={`token-${balance.symbol}`}>
      <TokenCells balance={balance} />
    </li>
  )
}
