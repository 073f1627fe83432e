import type { Balance } from '@airlock/core'
import { Failed } from '../../../components/Failed/Failed.js'
import { SkeletonRows } from '../../../components/SkeletonRows/SkeletonRows.js'
import { TokenCells } from '../../../components/TokenCells/TokenCells.js'
import { useLocale, useMessages } from '../../../context/AirlockContext.js'
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

function TokenRow({ balance }: { balance: Balance }) {
  return (
    <li className="row" data-testid={`token-${balance.symbol}`}>
      <TokenCells balance={balance} />
    </li>
  )
}
