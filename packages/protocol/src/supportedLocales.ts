// The languages Airlock speaks, in one place: the modal's catalogues (packages/react), the secure
// frame's texts (apps/secure) and the sandbox pages (apps/sandbox) each hold one for every tag here.
// Plain values only: the protocol's root stays zod-free.

/** The BCP 47 tags of the languages the modal, the secure frame and the sandbox pages speak. */
export const supportedLocales = [
  'en',
  'de',
  'fr',
  'es',
  'pt-BR',
  'it',
  'nl',
  'pl',
  'tr',
  'ru',
  'uk',
  'ar',
  'he',
  'fa',
  'hi',
  'id',
  'vi',
  'th',
  'ja',
  'ko',
  'zh-CN',
  'zh-TW',
  'sv',
  'cs',
] as const

/** One of `supportedLocales`. */
export type SupportedLocale = (typeof supportedLocales)[number]

/** The supported languages written right to left: Arabic, Hebrew and Persian. */
export const rightToLeftLocales: readonly SupportedLocale[] = ['ar', 'he', 'fa']

/**
 * Whether a language tag names a language written right to left, by its language subtag
 * (`fa-IR`, `ar-XB` and `he` do; `en` does not).
 *
 * @param tag - A BCP 47 language tag.
 * @returns `true` for Arabic, Hebrew and Persian in any region or script.
 *
 * @example
 * import { isRightToLeft } from '@airlock/protocol'
 * isRightToLeft('fa-IR') // true
 */
export function isRightToLeft(tag: string): boolean {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  return (rightToLeftLocales as readonly string[]).includes(language)
}
