import { parseAmount } from '@airlock/protocol'

/**
 * A fiat amount in its currency, such as `$7,500.00` or `10,00 €`; a code `Intl` does not know
 * is written after the number.
 *
 * @param amount - A decimal string, such as `'7500.00'`.
 * @param currency - An ISO 4217 code.
 * @param locale - The modal's language.
 * @returns The amount as the buyer reads money.
 *
 * @example
 * formatFiat('7500.00', 'USD', 'en') // '$7,500.00'
 */
export function formatFiat(amount: string, currency: string, locale: string): string {
  const value = parseAmount(amount) ?? 0
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value)
  } catch {
    // Not an ISO 4217 code: RangeError.
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(value)} ${currency}`
  }
}
