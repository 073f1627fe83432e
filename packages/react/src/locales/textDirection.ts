import { isRightToLeft } from '@airlock/protocol'

/**
 * The writing direction of a locale, for the modal root's `dir`: the right-to-left languages of
 * `@airlock/protocol` (Arabic, Hebrew, Persian) in any region, and the pseudo-locale ar-XB.
 *
 * @param locale - A BCP 47 tag.
 * @returns 'rtl' for Arabic, Hebrew, Persian and ar-XB; otherwise 'ltr'.
 *
 * @example
 * textDirection('fa') // 'rtl'
 */
export function textDirection(locale: string): 'rtl' | 'ltr' {
  return isRightToLeft(locale) ? 'rtl' : 'ltr'
}
