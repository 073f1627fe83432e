// Arabic, Hebrew and Persian (and the right-to-left pseudo-locale) are written right to left.
const rightToLeft = new Set(['ar', 'he', 'fa', 'ar-XB'])

/**
 * The writing direction of a locale, for the modal root's `dir`.
 *
 * @param locale - A BCP 47 tag.
 * @returns 'rtl' for Arabic, Hebrew, Persian and ar-XB; otherwise 'ltr'.
 *
 * @example
 * textDirection('fa') // 'rtl'
 */
export function textDirection(locale: string): 'rtl' | 'ltr' {
  return rightToLeft.has(locale) || rightToLeft.has(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr'
}
