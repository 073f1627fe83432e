import { setOnRampAmount, startOnRampPurchase } from '@airlock/core'
import type { OnRampProvider, OnRampQuoteResponse } from '@airlock/protocol'
import { useId, useRef } from 'react'
import { Failed } from '../../../components/Failed/Failed.js'
import { SkeletonRows } from '../../../components/SkeletonRows/SkeletonRows.js'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useOnRampAccount } from '../../../hooks/useOnRampAccount.js'
import { useOnRampApi } from '../../../hooks/useOnRampApi.js'
import { useOnRampOptions } from '../../../hooks/useOnRampOptions.js'
import { useOnRampProviders } from '../../../hooks/useOnRampProviders.js'
import { useOnRampQuote } from '../../../hooks/useOnRampQuote.js'
import { withDecimalSeparator } from '../../../utils/decimalSeparator.js'
import { numericField } from '../../../utils/numericField.js'
import { CurrencyIcon } from '../CurrencyIcon.js'
import { formatCrypto } from '../formatCrypto.js'
import { formatFiat } from '../formatFiat.js'
import { onRampProblemText } from '../onRampProblemText.js'

/** Problems of the amount field itself: shown as the field's error and announced. */
const amountProblems = new Set(['invalidAmount', 'belowMinimum', 'aboveMaximum'])

/**
 * Buy: the fiat amount and currency, the token and network to receive, the payment method's
 * limits, the quote, and the providers. Choosing a provider opens its checkout in a popup (in the
 * click, so no blocker stops it) and moves to BuyInProgress; a bad amount is refused first.
 */
export function OnRampProvidersView() {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  const api = useOnRampApi()
  // The active namespace's account receives: an EVM one, or the Solana one on its cluster.
  const { address, namespace } = useOnRampAccount()
  const { providers, restricted, failed, retry } = useOnRampProviders(namespace)
  const options = useOnRampOptions()
  const { quote, quoting } = useOnRampQuote()
  const onRamp = useAirlockState((state) => state.onRamp)
  const amountInput = useRef<HTMLInputElement>(null)
  const amountId = useId()
  const limitsId = useId()
  const errorId = useId()
  const providersId = useId()

  if (!address) return <p className="note">{t('onramp.error.notConnected')}</p>
  if (restricted || providers?.length === 0)
    return (
      <p className="note" role="status">
        {t('onramp.unavailable')}
      </p>
    )
  if (!providers || !options) {
    // Failed where the skeleton rows stood: the card fits the message (useContentHeight).
    if (failed)
      return (
        <div data-card-fit>
          <Failed message={t('onramp.error.loadFailed')} retry={retry} />
        </div>
      )
    return <SkeletonRows />
  }

  const { paymentCurrency, purchaseCurrency, network, error, amount } = onRamp
  const limits = paymentCurrency?.payment_method_limits.find(
    ({ id }) => id === onRamp.paymentMethod,
  )
  const amountProblem = error && amountProblems.has(error.code)
  const choose = (provider: OnRampProvider) => {
    const start = startOnRampPurchase(airlock, { api, provider })
    if (start.started) return airlock.navigate({ type: 'push', view: 'BuyInProgress' })
    if (amountProblems.has(start.problem.code)) amountInput.current?.focus()
  }

  return (
    <div className="stack">
      <label className="field" htmlFor={amountId}>
        {t('onramp.youPay')}
      </label>
      <div className="input-row">
        <input
          ref={(input) => {
            amountInput.current = input
            return numericField(input)
          }}
          id={amountId}
          className="input onramp-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={withDecimalSeparator(amount, locale)}
          aria-invalid={amountProblem ? true : undefined}
          aria-describedby={`${limitsId} ${errorId}`}
          onChange={(event) => void setOnRampAmount(airlock, event.target.value)}
        />
        <button
          type="button"
          className="secondary currency-button"
          aria-label={t('onramp.changeCurrency', { currency: paymentCurrency?.id ?? '' })}
          onClick={() => airlock.navigate({ type: 'push', view: 'OnRampFiatSelect' })}
        >
          {paymentCurrency ? (
            <CurrencyIcon code={paymentCurrency.id} locale={locale} size={24} />
          ) : null}
          {paymentCurrency?.id}
        </button>
      </div>
      <p className="hint" id={limitsId}>
        {limits && paymentCurrency
          ? t('onramp.limits', {
              min: formatFiat(limits.min, paymentCurrency.id, locale),
              max: formatFiat(limits.max, paymentCurrency.id, locale),
            })
          : ''}
      </p>
      <p className="error field-error" id={errorId} role="alert">
        {error ? onRampProblemText(t, error, locale) : ''}
      </p>
      <span className="field">{t('onramp.youGet')}</span>
      <button
        type="button"
        className="wallet"
        aria-label={t('onramp.changeToken', {
          token: purchaseCurrency?.symbol ?? '',
          network: network?.display_name ?? '',
        })}
        onClick={() => airlock.navigate({ type: 'push', view: 'OnRampTokenSelect' })}
      >
        {purchaseCurrency ? (
          <CurrencyIcon
            code={purchaseCurrency.symbol}
            iconUrl={purchaseCurrency.iconUrl}
            locale={locale}
            size={36}
          />
        ) : null}
        {purchaseCurrency?.symbol}
        <span className="tag">{network?.display_name}</span>
      </button>
      <Quote quote={quote} quoting={quoting} />
      <h3 className="section-title" id={providersId}>
        {t('onramp.providers')}
      </h3>
      <ul className="list" aria-labelledby={providersId}>
        {providers.map((provider) => (
          <li key={provider.id}>
            <button
              type="button"
              className="wallet provider"
              data-testid={`onramp-provider-${provider.id}`}
              disabled={onRamp.status === 'opening'}
              onClick={() => choose(provider)}
            >
              <img src={provider.logoUrl} alt="" width={36} height={36} />
              <span className="row-main">
                <span className="row-title">{provider.name}</span>
                <span className="row-sub">{t('onramp.fees', { range: provider.feeRange })}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The quote before any provider is chosen: fees, subtotal, total, and what arrives. */
function Quote({ quote, quoting }: { quote: OnRampQuoteResponse | undefined; quoting: boolean }) {
  const t = useMessages()
  const locale = useLocale()
  const money = ({ amount, currency }: { amount: string; currency: string }) =>
    formatFiat(amount, currency, locale)
  if (!quote)
    return (
      <p className="hint" role="status">
        {quoting ? t('onramp.quoting') : ''}
      </p>
    )
  return (
    <dl className="facts wide quote" aria-label={t('onramp.quote')} aria-busy={quoting}>
      <dt>{t('onramp.providerFee')}</dt>
      <dd>{money(quote.coinbaseFee)}</dd>
      <dt>{t('onramp.networkFee')}</dt>
      <dd>{money(quote.networkFee)}</dd>
      <dt>{t('onramp.subtotal')}</dt>
      <dd>{money(quote.paymentSubtotal)}</dd>
      <dt>{t('onramp.total')}</dt>
      <dd data-testid="onramp-total">{money(quote.paymentTotal)}</dd>
      <dt className="quote-receive">{t('onramp.youGet')}</dt>
      <dd
        className="quote-receive"
        data-testid="onramp-receive"
        data-amount={quote.purchaseAmount.amount}
      >
        {formatCrypto(quote.purchaseAmount.amount, quote.purchaseAmount.currency, locale)}
      </dd>
    </dl>
  )
}
