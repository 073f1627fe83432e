import type { SandboxLocale } from './catalogues.js'

// A decimal string is formatted exactly (Intl.NumberFormat reads strings as decimals).
type Decimal = `${number}`

/**
 * A fiat amount in the locale's currency format, such as `$50.00` or `50,00 €`.
 *
 * @param locale - One of `sandboxLocales`.
 * @param amount - A decimal string, such as `'50.00'`.
 * @param currency - An ISO 4217 code, such as `'USD'`.
 * @returns The formatted amount.
 *
 * @example
 * import { formatMoney } from './locales/formatAmounts.js'
 * formatMoney('de', '50.00', 'EUR') // '50,00 €'
 */
export function formatMoney(locale: SandboxLocale, amount: string, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount as Decimal)
}

/**
 * A token amount with its decimals kept (up to 20), in the locale's digits and separators, and its symbol.
 *
 * @param locale - One of `sandboxLocales`.
 * @param amount - A decimal string, such as `formatUnits(…)` gives.
 * @param symbol - The token's symbol.
 * @returns Such as `49,23 USDC`.
 *
 * @example
 * import { formatTokenAmount } from './locales/formatAmounts.js'
 * formatTokenAmount('de', '49.23', 'USDC') // '49,23 USDC'
 */
export function formatTokenAmount(locale: SandboxLocale, amount: string, symbol: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(
    amount as Decimal,
  )
  return `${number} ${symbol}`
}

/**
 * A moment as date and time in UTC, in the locale's format.
 *
 * @param locale - One of `sandboxLocales`.
 * @param date - The moment.
 * @returns Such as `26.11.2026, 05:45:52`.
 *
 * @example
 * import { formatUtcDateTime } from './locales/formatAmounts.js'
 * formatUtcDateTime('de', new Date())
 */
export function formatUtcDateTime(locale: SandboxLocale, date: Date): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  }).format(date)
}
