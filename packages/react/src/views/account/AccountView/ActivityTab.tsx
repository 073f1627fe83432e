import type { ChainNamespace, Transaction } from '@airlock/core'
import { Failed } from '../../../components/Failed/Failed.js'
import { SkeletonRows } from '../../../components/SkeletonRows/SkeletonRows.js'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useAccount } from '../../../hooks/useEip155.js'
import { useHistory } from '../../../hooks/usePortfolio.js'
import { formatMonth } from '../../../utils/format.js'
import { describeActivity } from './describeActivity.js'

/**
 * The account's activity (the EVM one's, or with `namespace` the Solana one's), grouped by month,
 * newest first, with more on demand; `placeholderRows` placeholders while the first page loads.
 */
export function ActivityTab({
  namespace,
  placeholderRows,
}: {
  namespace?: ChainNamespace | undefined
  placeholderRows?: number | undefined
}) {
  const t = useMessages()
  const locale = useLocale()
  const history = useHistory({ namespace })
  if (history.status === 'error' && history.transactions.length === 0)
    return <Failed message={t('activity.failed')} retry={history.retry} />
  if (history.status === 'loading' && history.transactions.length === 0)
    return <SkeletonRows count={placeholderRows} />
  if (history.transactions.length === 0) return <p className="note">{t('activity.empty')}</p>
  const groups = groupByMonth(history.transactions, locale)
  return (
    <div className="stack">
      {groups.map(([month, transactions]) => (
        <section key={month} aria-label={month} className="month">
          <h3 className="month-title">{month}</h3>
          <ul className="list">
            {transactions.map((transaction) => (
              <ActivityRow key={transaction.id} transaction={transaction} namespace={namespace} />
            ))}
          </ul>
        </section>
      ))}
      {history.hasMore ? (
        <button
          type="button"
          className="secondary"
          disabled={history.loadingMore}
          onClick={history.loadMore}
        >
          {history.loadingMore ? t('activity.loading') : t('activity.more')}
        </button>
      ) : null}
    </div>
  )
}

function ActivityRow({
  transaction,
  namespace,
}: {
  transaction: Transaction
  namespace: ChainNamespace | undefined
}) {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  const evm = useAccount()
  // The EVM chain's explorer; the Solana clusters name none.
  const chain = namespace === 'solana' ? undefined : evm.chain
  const { metadata } = transaction
  const direction = transaction.transfers[0]?.direction ?? 'self'
  const failed =
    metadata.status === 'failed' || metadata.status === 'ONRAMP_TRANSACTION_STATUS_FAILED'
  const explorer = chain?.blockExplorers?.default.url
  const { title, amount } = describeActivity(transaction, t, locale)
  const content = (
    <>
      <span
        className="activity-icon"
        data-direction={direction}
        data-failed={failed}
        aria-hidden="true"
      >
        {failed
          ? '!'
          : metadata.operationType === 'trade' || direction === 'self'
            ? '⇄'
            : direction === 'in'
              ? '↓'
              : '↑'}
      </span>
      <span className="row-main">
        <span className="row-title">
          {title}{' '}
          {metadata.status === 'failed' ? (
            <span className="badge">{t('activity.failedStatus')}</span>
          ) : null}
        </span>
        <span className="row-sub amounts">
          <span className="ltr">{amount}</span>
        </span>
      </span>
      <time className="row-end" dateTime={metadata.minedAt}>
        {new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(
          new Date(metadata.minedAt),
        )}
      </time>
    </>
  )
  return (
    <li className="row" data-testid="activity">
      {explorer && metadata.hash ? (
        <a
          className="row-link"
          href={`${explorer.replace(/\/$/, '')}/tx/${metadata.hash}`}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => airlock.analytics.track('CLICK_TRANSACTIONS')}
        >
          {content}
        </a>
      ) : (
        content
      )}
    </li>
  )
}

/** Transactions under their month's heading, newest month first (SPEC §3). */
function groupByMonth(transactions: Transaction[], locale: string): [string, Transaction[]][] {
  const groups = new Map<string, Transaction[]>()
  for (const transaction of [...transactions].sort((a, b) =>
    b.metadata.minedAt.localeCompare(a.metadata.minedAt),
  )) {
    const month = formatMonth(new Date(transaction.metadata.minedAt), locale)
    groups.set(month, [...(groups.get(month) ?? []), transaction])
  }
  return [...groups]
}
