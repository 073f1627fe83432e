import { InvalidOnRampAmountError } from '../errors/onramp.js'

/** Longer inputs are no amount anyone means to pay (the limits are in the thousands). */
const maxLength = 24

/**
 * Reads a fiat amount typed by a person, such as `50`, `50.5` or `7500.00`, as whole cents.
 * Digits with at most one `.` and two decimal places; no sign, exponent or thousands separator.
 *
 * @param value - The amount as sent.
 * @param parameters.field - Named in the error, such as `amount`.
 * @param parameters.currency - Named in the error, such as `USD`.
 * @returns The amount in cents.
 * @throws {InvalidOnRampAmountError} 400 for anything else, zero included.
 *
 * @example
 * import { parseFiatAmount } from './onramp/parseFiatAmount.js'
 * parseFiatAmount('50.5', { field: 'amount', currency: 'USD' }) // 5050n
 */
export function parseFiatAmount(
  value: string,
  { field, currency }: { field: string; currency: string },
): bigint {
  const match = value.length <= maxLength ? /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim()) : null
  const cents = match
    ? BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
    : 0n
  if (cents <= 0n) throw new InvalidOnRampAmountError({ value, field, currency })
  return cents
}
