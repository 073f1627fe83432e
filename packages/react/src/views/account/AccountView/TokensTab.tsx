import type { Balance } from '@airlock/core'
import { useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useBalances } from '../../../hooks/usePortfolio.js'
import { formatQuantity, formatUsd } from '../../../utils/format.js'

/** The account's tokens: quantity to 2 decimals, USD value, and the total. */
export function TokensTab() {
  const t = useMessages()
  const locale = useLocale()
  const balances = useBalances()
  if (balances.status === 'error' && !balances.data)
    return <Failed message={t('tokens.unavailable')} retry={balances.retry} />
  if (!balances.data) return <SkeletonRows />
  if (balances.data.length === 0) return <p className="note">{t('tokens.empty')}</p>
  const total = balances.data.reduce((sum, balance) => sum + (balance.value ?? 0), 0)
  return (
    <div className="stack">
      <p className="total">
        <span>{t('tokens.total')}</span>{' '}
        <strong data-testid="portfolio-total">{formatUsd(total, locale)}</strong>
      </p>
      <ul className="list" aria-label={t('tab.tokens')}>
        {balances.data.map((balance) => (
          <TokenRow key={`${balance.chainId}:${balance.address ?? 'native'}`} balance={balance} />
        ))}
      </ul>
    </div>
  )
}

export function TokenRow({ balance }: { balance: Balance }) {
  return (
    <li className="row" data-testid={`token-${balance.symbol}`}>
      <TokenCells balance={balance} />
    </li>
  )
}

/** A token's icon, name, quantity to 2 decimals and USD value, as cells of a row. */
export function TokenCells({ balance }: { balance: Balance }) {
  const locale = useLocale()
  return (
    <>
      <img src={balance.iconUrl} alt="" width={32} height={32} />
      <span className="row-main">
        <span className="row-title">{balance.name}</span>
        <span className="row-sub">
          {formatQuantity(balance.quantity.numeric, 2, locale)} {balance.symbol}
        </span>
      </span>
      <span className="row-end">
        {balance.value === undefined ? '' : formatUsd(balance.value, locale)}
      </span>
    </>
  )
}

export function SkeletonRows({ count = 3 }: { count?: number }) {
  const t = useMessages()
  return (
    <ul className="list" aria-busy="true" aria-label={t('tabs.loading')}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by
        <li key={index} className="row skeleton-row" />
      ))}
    </ul>
  )
}

/** A tab's data could not be read: says so, with a way to try again. */
export function Failed({ message, retry }: { message: string; retry(): void }) {
  const t = useMessages()
  return (
    <div className="stack" role="alert">
      <p className="note">{message}</p>
      <button type="button" className="secondary" onClick={retry}>
        {t('tokens.retry')}
      </button>
    </div>
  )
}
