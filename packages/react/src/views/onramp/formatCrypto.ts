/**
 * A crypto amount with its symbol, to at least 2 and at most 6 decimals (the swap output's
 * precision, SPEC §9), such as `48.9012 USDC`.
 *
 * @param amount - A decimal string.
 * @param symbol - Such as `USDC`.
 * @param locale - The modal's language.
 * @returns The amount and symbol.
 *
 * @example
 * formatCrypto('48.9', 'USDC', 'en') // '48.90 USDC'
 */
export function formatCrypto(amount: string, symbol: string, locale: string): string {
  const value = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  }).format(Number(amount))
  return `${value} ${symbol}`
}
