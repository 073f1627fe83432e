import type { OnRampPaymentCurrency } from '@airlock/protocol'
import type { OnRampProblem } from '../types/onRamp.js'

export type ValidateOnRampAmountParameters = {
  /** The fiat amount as typed: digits and one `.` or `,`. */
  amount: string
  paymentCurrency: OnRampPaymentCurrency | undefined
  /** A `payment_method_limits` id, such as `card`. */
  paymentMethod: string
}

/**
 * Checks a fiat amount before any quote or popup: a positive number with at most two decimals,
 * within the payment method's limits for the currency (card 10.00–7,500.00 in the spec's
 * fallback). The problem names the bound that was crossed.
 *
 * @param parameters - The amount, the fiat currency with its limits, and the payment method.
 * @returns The first problem, or undefined when the amount may be bought with.
 *
 * @example
 * import { validateOnRampAmount } from '@airlock/core'
 * validateOnRampAmount({ amount: '5', paymentCurrency: usd, paymentMethod: 'card' })
 * // { code: 'belowMinimum', limit: '10.00', currency: 'USD' }
 */
export function validateOnRampAmount({
  amount,
  paymentCurrency,
  paymentMethod,
}: ValidateOnRampAmountParameters): OnRampProblem | undefined {
  const value = toCents(amount)
  if (value === undefined || value <= 0n) return { code: 'invalidAmount' }
  const limits = paymentCurrency?.payment_method_limits.find(({ id }) => id === paymentMethod)
  if (!paymentCurrency || !limits) return undefined
  const min = toCents(limits.min)
  const max = toCents(limits.max)
  if (min !== undefined && value < min)
    return { code: 'belowMinimum', limit: limits.min, currency: paymentCurrency.id }
  if (max !== undefined && value > max)
    return { code: 'aboveMaximum', limit: limits.max, currency: paymentCurrency.id }
  return undefined
}

/** A decimal string in hundredths, exactly; undefined when it is not one or has finer digits. */
function toCents(text: string): bigint | undefined {
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text.trim())
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  if (!/\d/.test(whole + fraction)) return undefined
  // Limits may be written with trailing zeros ('10.000'); amounts typed may not go finer than cents.
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > 2) return undefined
  return BigInt(whole || '0') * 100n + BigInt(significant.padEnd(2, '0'))
}
