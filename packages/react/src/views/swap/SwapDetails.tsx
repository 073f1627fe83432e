import type { SwapState } from '@airlock/core'
import { displayDecimals, parseAmount } from '@airlock/protocol'
import { formatUnits } from 'viem'
import { useAirlock, useLocale, useMessages } from '../../context/AirlockContext.js'
import { useAccount } from '../../hooks/useEip155.js'
import { formatQuantity, formatUsd } from '../../utils/format.js'

/**
 * A quote's details: the price, its impact, the network fee in USD, the provider fee, the
 * slippage allowed and the least the swap accepts. Shown under the Swap form and, without the
 * price lines the person has seen already, in the preview.
 *
 * @param props.state - The swap's state, with a quote.
 * @param props.fees - Only the fees, the slippage and the minimum. Defaults to `false`.
 *
 * @example
 * <SwapDetails state={state} />
 */
export function SwapDetails({ state, fees = false }: { state: SwapState; fees?: boolean }) {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  const { chain } = useAccount()
  const { sourceToken, toToken } = state
  if (!sourceToken || !toToken) return null
  const paid = parseAmount(state.sourceTokenAmount) ?? 0
  const received = Number(state.toTokenAmount)
  const native = chain?.nativeCurrency ?? airlock.config.networks[0]?.nativeCurrency
  const fee =
    state.gasPriceInUSD !== undefined
      ? formatUsd(state.gasPriceInUSD, locale)
      : `${formatSignificant(Number(formatUnits(state.gasFee, native?.decimals ?? 18)), locale)} ${native?.symbol ?? ''}`
  const providerFee = Number(state.providerFee ?? 0)
  return (
    <dl className="facts wide swap-details" aria-label={t('swap.details')}>
      {fees ? null : (
        <>
          <dt>{t('swap.price')}</dt>
          <dd data-testid="swap-price">
            {paid > 0
              ? t('swap.priceValue', {
                  from: sourceToken.symbol,
                  amount: formatSignificant(received / paid, locale),
                  to: toToken.symbol,
                })
              : '—'}
          </dd>
          <dt>{t('swap.priceImpact')}</dt>
          <dd data-testid="swap-price-impact">
            {state.priceImpact === undefined
              ? '—'
              : new Intl.NumberFormat(locale, {
                  style: 'percent',
                  maximumFractionDigits: 2,
                }).format(state.priceImpact / 100)}
          </dd>
        </>
      )}
      <dt>{t('swap.networkFee')}</dt>
      <dd data-testid="swap-network-fee">{fee}</dd>
      <dt>{t('swap.providerFee')}</dt>
      <dd data-testid="swap-provider-fee">
        {state.sourceTokenPriceInUSD > 0
          ? formatUsd(providerFee * state.sourceTokenPriceInUSD, locale)
          : `${formatSignificant(providerFee, locale)} ${sourceToken.symbol}`}
      </dd>
      <dt>{t('swap.maxSlippage')}</dt>
      <dd data-testid="swap-slippage">
        {new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
          state.slippage / 100,
        )}
      </dd>
      <dt>{t('swap.minimumReceived')}</dt>
      <dd data-testid="swap-minimum">
        {formatQuantity(state.toTokenMinAmount, displayDecimals.swapOutput, locale)}{' '}
        {toToken.symbol}
      </dd>
    </dl>
  )
}

/** Six significant digits: a price of 2,941.23 and one of 0.000340012 both read well. */
function formatSignificant(value: number, locale: string) {
  return new Intl.NumberFormat(locale, { maximumSignificantDigits: 6 }).format(value)
}
