/**
 * Price impact thresholds, in percent: above `warn` the Swap view warns; above `confirm` the
 * preview asks the person to confirm before the swap may be sent (issue 16, item 12).
 */
export const priceImpact = { warn: 5, confirm: 15 } as const

/** A percentage such as `12.5 %` in the locale's way, from a value in percent. */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  )
}
