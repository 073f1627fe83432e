import type { Transaction } from '@airlock/core'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { CurrencyIcon } from '../CurrencyIcon.js'
import { formatCrypto } from '../formatCrypto.js'

const statusKeys = {
  ONRAMP_TRANSACTION_STATUS_SUCCESS: 'onramp.status.success',
  ONRAMP_TRANSACTION_STATUS_IN_PROGRESS: 'onramp.status.inProgress',
  ONRAMP_TRANSACTION_STATUS_FAILED: 'onramp.status.failed',
} as const

/**
 * One purchase: the asset's image, what was bought with its status, the amount, the date, and a
 * link to the delivery on the chain's block explorer once there is one.
 *
 * @param props.purchase - The purchase as the history (`onramp=<provider>`) has it.
 *
 * @example
 * <ul className="list"><PurchaseRow purchase={purchase} /></ul>
 */
export function PurchaseRow({ purchase }: { purchase: Transaction }) {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  const { metadata } = purchase
  const transfer = purchase.transfers[0]
  const symbol = transfer?.fungible_info?.symbol ?? ''
  const status = statusKeys[metadata.status as keyof typeof statusKeys]
  const declined = metadata.status === 'ONRAMP_TRANSACTION_STATUS_FAILED'
  const chainId = Number(metadata.chain.split(':')[1])
  const explorer = airlock.config.networks.find((chain) => chain.id === chainId)?.blockExplorers
    ?.default.url
  const content = (
    <>
      <CurrencyIcon code={symbol} iconUrl={transfer?.fungible_info?.icon?.url} locale={locale} />
      <span className="row-main">
        <span className="row-title">
          {t(
            declined
              ? 'onramp.purchaseFailed'
              : metadata.status === 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'
                ? 'onramp.purchasePending'
                : 'onramp.purchase',
            { token: symbol },
          )}{' '}
          {status ? (
            <span className="status-badge" data-status={metadata.status}>
              {t(status)}
            </span>
          ) : null}
        </span>
        <span className="row-sub">
          {/* A declined purchase delivered nothing: no amount reads as received. */}
          {declined
            ? t('activity.nothingReceived')
            : transfer
              ? `+${formatCrypto(transfer.quantity.numeric, symbol, locale)}`
              : ''}
        </span>
      </span>
      <time className="row-end" dateTime={metadata.minedAt}>
        {new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(
          new Date(metadata.minedAt),
        )}
      </time>
    </>
  )
  // A purchase not yet delivered has no transaction to link to.
  const hash = /^0x[0-9a-f]{64}$/i.test(metadata.hash) ? metadata.hash : undefined
  return (
    <li className="row purchase" data-testid="onramp-purchase">
      {explorer && hash ? (
        <a
          className="row-link"
          href={`${explorer.replace(/\/$/, '')}/tx/${hash}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {content}
        </a>
      ) : (
        content
      )}
    </li>
  )
}
