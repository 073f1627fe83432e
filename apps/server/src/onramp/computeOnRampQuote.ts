import { OnRampFeesExceedAmountError } from '../errors/onramp.js'

export type ComputeOnRampQuoteParameters = {
  /** What the buyer pays, in cents of the fiat currency. */
  totalCents: bigint
  /** The fiat currency's code, for errors. */
  currency: string
  /** The provider's fee in basis points of the total (150 = 1.5 %). */
  feeBasisPoints: number
  /** US dollars per unit of the fiat currency, a decimal string: `'1'` for USD. */
  usdPerFiat: string
  /** US dollars per whole token bought (the balance API's price). */
  assetUsd: number
  /** US dollars per whole native token, for the network fee. */
  nativeUsd: number
  /** Gas of the delivery: 21,000 for the native token, about 65,000 for an ERC-20 `transfer`. */
  gasUnits: bigint
  gasPriceWei: bigint
  /**
   * The delivery's fee in base units of the native currency, when the chain does not price it as
   * gas × gas price (Solana: lamports of the signature fee and of an account the delivery may
   * create). Replaces `gasUnits × gasPriceWei`.
   */
  deliveryFee?: bigint | undefined
  /** The native currency's decimals. Defaults to `18`. */
  nativeDecimals?: number | undefined
  /** The token's decimals. */
  decimals: number
}

export type OnRampQuoteAmounts = {
  /** Decimal strings with two places, in the fiat currency: subtotal + fees = total. */
  paymentTotal: string
  paymentSubtotal: string
  providerFee: string
  networkFee: string
  /** What is delivered, in the token's base units. */
  purchaseAmount: bigint
}

/**
 * Prices an on-ramp purchase in exact integer arithmetic: the provider fee is the fee rate of the
 * total, rounded half up to the cent; the network fee is the delivery's gas at the current gas
 * price, valued in the fiat currency and rounded up to the cent (the buyer never pays less gas
 * than the delivery costs); the subtotal is what is left; the purchase amount is the subtotal at
 * the token's price, rounded down to the token's decimals (never more than was paid for). Prices
 * are taken as the decimals their shortest representation shows, as the balance API sends them.
 *
 * @param parameters - Amount, fee rate, prices, gas and decimals.
 * @returns The amounts of the quote.
 * @throws {OnRampFeesExceedAmountError} 400 when the fees leave nothing to buy.
 *
 * @example
 * import { computeOnRampQuote } from './onramp/computeOnRampQuote.js'
 * computeOnRampQuote({
 *   totalCents: 5000n, currency: 'USD', feeBasisPoints: 150, usdPerFiat: '1',
 *   assetUsd: 1, nativeUsd: 3000, gasUnits: 65_000n, gasPriceWei: 1_000_000_000n, decimals: 6,
 * })
 * // { paymentTotal: '50.00', providerFee: '0.75', networkFee: '0.20', paymentSubtotal: '49.05', purchaseAmount: 49_050_000n }
 */
export function computeOnRampQuote({
  totalCents,
  currency,
  feeBasisPoints,
  usdPerFiat,
  assetUsd,
  nativeUsd,
  gasUnits,
  gasPriceWei,
  deliveryFee,
  nativeDecimals = 18,
  decimals,
}: ComputeOnRampQuoteParameters): OnRampQuoteAmounts {
  const rate = toFraction(usdPerFiat)
  const native = toFraction(nativeUsd)
  const asset = toFraction(assetUsd)

  const providerFee = divideRounded(totalCents * BigInt(feeBasisPoints), 10_000n, 'half-up')
  // gas × wei price (or the fee) → ether → USD (× nativeUsd) → fiat (÷ usdPerFiat) → cents (× 100).
  const networkFee = divideRounded(
    (deliveryFee ?? gasUnits * gasPriceWei) * native.numerator * rate.denominator * 100n,
    10n ** BigInt(nativeDecimals) * native.denominator * rate.numerator,
    'up',
  )
  const subtotal = totalCents - providerFee - networkFee
  // Subtotal in cents → USD (× usdPerFiat) → tokens (÷ assetUsd) → base units.
  const purchaseAmount =
    subtotal > 0n && asset.numerator > 0n
      ? (subtotal * rate.numerator * asset.denominator * 10n ** BigInt(decimals)) /
        (100n * rate.denominator * asset.numerator)
      : 0n
  if (purchaseAmount <= 0n)
    throw new OnRampFeesExceedAmountError({ fees: formatCents(providerFee + networkFee), currency })
  return {
    paymentTotal: formatCents(totalCents),
    paymentSubtotal: formatCents(subtotal),
    providerFee: formatCents(providerFee),
    networkFee: formatCents(networkFee),
    purchaseAmount,
  }
}

/** `1234n` → `'12.34'`. */
function formatCents(cents: bigint): string {
  const text = cents.toString().padStart(3, '0')
  return `${text.slice(0, -2)}.${text.slice(-2)}`
}

function divideRounded(numerator: bigint, denominator: bigint, mode: 'half-up' | 'up'): bigint {
  const quotient = numerator / denominator
  const remainder = numerator % denominator
  if (remainder === 0n) return quotient
  return mode === 'up' || remainder * 2n >= denominator ? quotient + 1n : quotient
}

/** A non-negative number or decimal string as an exact fraction of its decimal digits. */
function toFraction(value: number | string): { numerator: bigint; denominator: bigint } {
  const text =
    typeof value === 'number' ? (Number.isFinite(value) && value > 0 ? String(value) : '0') : value
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(text)
  if (!match) return { numerator: 0n, denominator: 1n }
  const fraction = match[2] ?? ''
  const exponent = Number(match[3] ?? 0) - fraction.length
  const digits = BigInt(`${match[1]}${fraction}`)
  return exponent >= 0
    ? { numerator: digits * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-exponent) }
}
