/**
 * Seconds left as minutes and seconds, such as `9:05`, in the language's digits.
 *
 * @param seconds - Whole seconds left; below 0 reads as 0.
 * @param locale - The modal's language.
 * @returns The time left.
 *
 * @example
 * import { formatCountdown } from './formatCountdown.js'
 * formatCountdown(545, 'en') // '9:05'
 */
export function formatCountdown(seconds: number, locale: string): string {
  const left = Math.max(0, Math.floor(seconds))
  const minutes = new Intl.NumberFormat(locale, { useGrouping: false }).format(
    Math.floor(left / 60),
  )
  const rest = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }).format(left % 60)
  return `${minutes}:${rest}`
}
