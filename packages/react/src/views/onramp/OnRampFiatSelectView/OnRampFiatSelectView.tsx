import { selectOnRampCurrency } from '@airlock/core'
import { SkeletonRows } from '../../../components/SkeletonRows/SkeletonRows.js'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useOnRampOptions } from '../../../hooks/useOnRampOptions.js'
import { CurrencyIcon } from '../CurrencyIcon.js'
import { formatFiat } from '../formatFiat.js'

/** The on-ramp's fiat picker: each currency with its name and card limits; the current one marked. */
export function OnRampFiatSelectView() {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  const options = useOnRampOptions()
  const chosen = useAirlockState((state) => state.onRamp.paymentCurrency?.id)
  const method = useAirlockState((state) => state.onRamp.paymentMethod)
  if (!options) return <SkeletonRows />
  return (
    <ul className="list" aria-label={t('onramp.currencies')}>
      {options.paymentCurrencies.map((currency) => {
        const limits = currency.payment_method_limits.find(({ id }) => id === method)
        return (
          <li key={currency.id}>
            <button
              type="button"
              className="row token-button"
              aria-current={chosen === currency.id ? 'true' : undefined}
              onClick={() => {
                selectOnRampCurrency(airlock, { paymentCurrency: currency })
                airlock.navigate({ type: 'back' })
              }}
            >
              <CurrencyIcon code={currency.id} locale={locale} />
              <span className="row-main">
                <span className="row-title">{currencyName(currency.id, locale)}</span>
                <span className="row-sub limits">
                  {limits
                    ? t('onramp.limits', {
                        min: formatFiat(limits.min, currency.id, locale),
                        max: formatFiat(limits.max, currency.id, locale),
                      })
                    : currency.id}
                </span>
              </span>
              <span className="row-end">{currency.id}</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}

/** `US Dollar` for `USD`, in the modal's language; the code itself when `Intl` has no name. */
function currencyName(code: string, locale: string) {
  try {
    return new Intl.DisplayNames(locale, { type: 'currency' }).of(code) ?? code
  } catch {
    return code
  }
}
