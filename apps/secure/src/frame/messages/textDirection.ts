import { isRightToLeft } from '@airlock/protocol'

/**
 * The writing direction of a language tag, for a page's `dir`: Arabic, Hebrew and Persian read
 * right to left, as in the modal.
 *
 * @param locale - A language tag such as `he` or `fa-IR`.
 * @returns 'rtl' or 'ltr'.
 *
 * @example
 * import { textDirection } from './frame/messages/textDirection.js'
 * document.documentElement.dir = textDirection('fa') // 'rtl'
 */
export function textDirection(locale: string): 'rtl' | 'ltr' {
  return isRightToLeft(locale) ? 'rtl' : 'ltr'
}
