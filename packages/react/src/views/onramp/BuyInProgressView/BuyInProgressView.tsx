import { cancelOnRampPurchase } from '@airlock/core'
import { useEffect } from 'react'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { formatCrypto } from '../formatCrypto.js'
import { formatFiat } from '../formatFiat.js'
import { onRampProblemText } from '../onRampProblemText.js'

const pending = new Set(['opening', 'waiting', 'processing'])

/**
 * While the provider's window is open: what is being bought, where to go on, and a way to cancel.
 * A success replaces this view with OnRampActivity; a window closed before any purchase goes back
 * to OnRampProviders, which says so; a declined payment shows here with Try again.
 */
export function BuyInProgressView() {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  const onRamp = useAirlockState((state) => state.onRamp)
  const { status, provider, quote, error } = onRamp

  useEffect(() => {
    const top = airlock.store.getState().router.history.at(-1)
    if (top !== 'BuyInProgress') return
    if (status === 'success') airlock.navigate({ type: 'replace', view: 'OnRampActivity' })
    else if (status === 'closed') airlock.navigate({ type: 'back' })
  }, [airlock, status])
  // Leaving with the header's Back gives the purchase up; closing the modal does not (the wait
  // goes on, and balances refresh when it succeeds).
  useEffect(
    () => () => {
      const { open, router, onRamp } = airlock.store.getState()
      const top = router.history.at(-1)
      if (open && top !== 'BuyInProgress' && top !== 'OnRampActivity' && pending.has(onRamp.status))
        cancelOnRampPurchase(airlock)
    },
    [airlock],
  )

  const name = provider?.name ?? ''
  const buying = quote
    ? t('onramp.buying', {
        amount: formatCrypto(quote.purchaseAmount.amount, quote.purchaseAmount.currency, locale),
        total: formatFiat(quote.paymentTotal.amount, quote.paymentTotal.currency, locale),
      })
    : ''
  const failed = status === 'failed'
  const heading = failed
    ? t('onramp.failed')
    : status === 'processing'
      ? t('onramp.processing')
      : status === 'opening'
        ? t('onramp.opening', { provider: name })
        : t('onramp.continueIn', { provider: name })
  const hint = failed
    ? error
      ? onRampProblemText(t, error, locale)
      : ''
    : status === 'processing' && quote
      ? t('onramp.processingHint', {
          amount: formatCrypto(quote.purchaseAmount.amount, quote.purchaseAmount.currency, locale),
        })
      : t('onramp.waitingHint', { provider: name })

  return (
    // Failed, the spinner is gone: the card fits what is left (useContentHeight).
    <div
      className="connecting buy-progress"
      data-status={status}
      data-card-fit={failed || undefined}
    >
      {provider ? <img src={provider.logoUrl} alt="" width={72} height={72} /> : null}
      {failed ? null : <span className="spinner" aria-hidden="true" />}
      <div role={failed ? 'alert' : 'status'} className="buy-status">
        <p className="heading">{heading}</p>
        <p className="note">{hint}</p>
      </div>
      <p className="buy-amount" data-testid="buy-amount">
        {buying}
      </p>
      {failed ? (
        <button
          type="button"
          className="primary"
          onClick={() => {
            cancelOnRampPurchase(airlock)
            airlock.navigate({ type: 'back' })
          }}
        >
          {t('onramp.retry')}
        </button>
      ) : (
        <button
          type="button"
          className="secondary"
          onClick={() => {
            cancelOnRampPurchase(airlock)
            airlock.navigate({ type: 'back' })
          }}
        >
          {t('onramp.cancel')}
        </button>
      )}
    </div>
  )
}
