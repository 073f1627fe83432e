import type { SwapState } from '@airlock/core'
import { displayDecimals, parseAmount } from '@airlock/protocol'
import { formatUnits } from 'viem'
import { useLocale, useMessages } from '../../context/AirlockContext.js'
import { useSwapNativeCurrency } from '../../hooks/useSwapAccount.js'
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
  const t = useMessages()
  const locale = useLocale()
  const native = useSwapNativeCurrency(state.account)
  const { sourceToken, toToken } = state
  if (!sourceToken || !toToken) return null
  const paid = parseAmount(state.sourceTokenAmount) ?? 0
  const received = Number(state.toTokenAmount)
  const fee = networkFeeText(state, native, locale)
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

/**
 * A network fee as the details show it: in USD when the native token's price is known, else in
 * the native token.
 *
 * @param fee - The fee in wei and, when known, in USD.
 * @param native - The chain's native currency.
 * @param locale - For the number format.
 * @returns Such as `$0.90` or `0.0003 ETH`.
 *
 * @example
 * networkFeeText({ gasFee: 300_000_000_000_000n, gasPriceInUSD: 0.9 }, eth, 'en') // '$0.90'
 */
export function networkFeeText(
  fee: { gasFee: bigint; gasPriceInUSD: number | undefined },
  native: { decimals: number; symbol: string } | undefined,
  locale: string,
): string {
  return fee.gasPriceInUSD !== undefined
    ? formatUsd(fee.gasPriceInUSD, locale)
    : `${formatSignificant(Number(formatUnits(fee.gasFee, native?.decimals ?? 18)), locale)} ${native?.symbol ?? ''}`
}

/** Six significant digits: a price of 2,941.23 and one of 0.000340012 both read well. */
function formatSignificant(value: number, locale: string) {
  return new Intl.NumberFormat(locale, { maximumSignificantDigits: 6 }).format(value)
}
