import { Failed } from '../../../components/Failed/Failed.js'
import { SkeletonRows } from '../../../components/SkeletonRows/SkeletonRows.js'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useOnRampPurchases } from '../../../hooks/useOnRampPurchases.js'
import { formatCrypto } from '../formatCrypto.js'
import { PurchaseRow } from './PurchaseRow.js'

/**
 * The buyer's purchases from the provider last used (the first one otherwise), newest first:
 * asset, amount, status, date and a link to the delivery on the block explorer. After a purchase
 * it opens with the news and a way back to the account.
 */
export function OnRampActivityView() {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  const onRamp = useAirlockState((state) => state.onRamp)
  const provider = onRamp.provider ?? onRamp.providers?.[0]
  const purchases = useOnRampPurchases(provider?.id)
  const bought = onRamp.status === 'success' ? onRamp.purchase : undefined
  const transfer = bought?.transfers[0]

  return (
    <div className="stack">
      {bought ? (
        <div className="buy-done" role="status">
          <p className="heading">{t('onramp.success')}</p>
          <p className="note">
            {transfer
              ? t('onramp.successHint', {
                  amount: formatCrypto(
                    transfer.quantity.numeric,
                    transfer.fungible_info?.symbol ?? '',
                    locale,
                  ),
                })
              : ''}
          </p>
        </div>
      ) : null}
      {purchases.status === 'error' && !purchases.data ? (
        <Failed message={t('onramp.purchasesFailed')} retry={purchases.retry} />
      ) : !purchases.data ? (
        // Right after a purchase its one row is what comes: three placeholders would leave the
        // card two rows taller than the list (blank space under Done).
        <SkeletonRows count={bought ? 1 : 3} />
      ) : purchases.data.length === 0 ? (
        <p className="note">{t('onramp.purchasesEmpty')}</p>
      ) : (
        <ul className="list" aria-label={t('onramp.purchases')}>
          {purchases.data.map((purchase) => (
            <PurchaseRow key={purchase.id} purchase={purchase} />
          ))}
        </ul>
      )}
      {bought ? (
        <button
          type="button"
          className="primary"
          onClick={() => airlock.navigate({ type: 'reset', view: 'Account' })}
        >
          {t('onramp.done')}
        </button>
      ) : null}
    </div>
  )
}
