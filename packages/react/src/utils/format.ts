/** A token quantity to a fixed number of decimals (SPEC §9: balances 2, transactions 3). */
export function formatQuantity(numeric: string | number, decimals: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(numeric))
}

/** A USD amount, such as `$1,234.56`. */
export function formatUsd(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(value)
}

/** A month heading of the activity list, such as `November 2026`. */
export function formatMonth(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date)
}
