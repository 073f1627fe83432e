import { isRightToLeft } from '@airlock/protocol'
import { type SandboxLocale, sandboxLocales } from './catalogues.js'

// Chinese by script or region: traditional in Taiwan, Hong Kong and Macau, simplified elsewhere.
const traditionalChinese = /^zh-(hant|tw|hk|mo)\b/i

/**
 * The supported locale a language tag asks for: the same tag (any case), else the one of its
 * language (`de-AT` → `de`, `pt` → `pt-BR`, `zh-Hant` → `zh-TW`, `en-XA` → `en`).
 *
 * @param tag - A BCP 47 language tag.
 * @returns The locale, or `undefined` when the sandbox does not speak the language.
 *
 * @example
 * import { matchLocale } from './locales/resolveLocale.js'
 * matchLocale('fr-CA') // 'fr'
 */
export function matchLocale(tag: string): SandboxLocale | undefined {
  const wanted = tag.trim().toLowerCase()
  const exact = sandboxLocales.find((locale) => locale.toLowerCase() === wanted)
  if (exact) return exact
  const language = wanted.split(/[-_]/)[0]
  if (language === 'zh') return traditionalChinese.test(wanted) ? 'zh-TW' : 'zh-CN'
  // Hebrew's and Indonesian's old codes are still sent by some systems.
  const alias = language === 'iw' ? 'he' : language === 'in' ? 'id' : language
  return sandboxLocales.find((locale) => locale.split('-')[0] === alias)
}

/**
 * The locale a sandbox page is shown in: the first of the explicit choices (a `?lang=` or
 * `ui_locales` value, a space-separated list allowed) the sandbox speaks, else the best of the
 * browser's `Accept-Language` by quality, else English.
 *
 * @param parameters - The explicit choices and the `Accept-Language` header.
 * @returns The locale.
 *
 * @example
 * import { resolveLocale } from './locales/resolveLocale.js'
 * resolveLocale({ acceptLanguage: 'de-CH,de;q=0.9,en;q=0.8' }) // 'de'
 */
export function resolveLocale({
  requested = [],
  acceptLanguage,
}: {
  requested?: readonly (string | undefined)[]
  acceptLanguage?: string | undefined
}): SandboxLocale {
  for (const tag of requested.flatMap((value) => value?.split(/\s+/) ?? []))
    if (tag) {
      const locale = matchLocale(tag)
      if (locale) return locale
    }
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';')
      const quality = options.map((option) => /^\s*q=([\d.]+)\s*$/i.exec(option)?.[1])[0]
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index }
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { tag } of ranked) {
    const locale = matchLocale(tag)
    if (locale) return locale
  }
  return 'en'
}

/**
 * The writing direction of a locale, for the page's `dir`.
 *
 * @param locale - One of `sandboxLocales`.
 * @returns `'rtl'` for Arabic, Hebrew and Persian, else `'ltr'`.
 *
 * @example
 * import { directionOf } from './locales/resolveLocale.js'
 * directionOf('fa') // 'rtl'
 */
export function directionOf(locale: SandboxLocale): 'ltr' | 'rtl' {
  return isRightToLeft(locale) ? 'rtl' : 'ltr'
}
