/**
 * The decimal separator a language writes, when it is a comma or a dot: the two an amount field
 * takes (`isNumericInput`). Undefined for another (Arabic's `٫`), whose field keeps what was typed.
 *
 * @example
 * decimalSeparator('de') // ','
 */
export function decimalSeparator(locale: string): ',' | '.' | undefined {
  const separator = new Intl.NumberFormat(locale)
    .formatToParts(1.5)
    .find(({ type }) => type === 'decimal')?.value
  return separator === ',' || separator === '.' ? separator : undefined
}

/**
 * An amount field's text with the language's decimal separator, whichever of `.` or `,` was
 * typed or set (Max writes a dot): `0.5` shows as `0,5` in de, fr, ru… Core reads both.
 *
 * @example
 * withDecimalSeparator('0.5', 'fr') // '0,5'
 * withDecimalSeparator('1,5', 'en') // '1.5'
 */
export function withDecimalSeparator(amount: string, locale: string): string {
  const separator = decimalSeparator(locale)
  return separator ? amount.replace(/[.,]/, separator) : amount
}
