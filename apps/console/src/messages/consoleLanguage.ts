import type { ConsoleTexts } from './consoleTexts.js'
import { en } from './en.js'

// The languages of the modal (`supportedLocales` of @airlock/protocol; a test keeps them equal).
// English is in the first-load bundle; every other catalogue is a chunk of its own, loaded once
// before the first render.
const loaders = {
  en: async () => en,
  de: async () => (await import('./de.js')).de,
  fr: async () => (await import('./fr.js')).fr,
  es: async () => (await import('./es.js')).es,
  'pt-BR': async () => (await import('./pt-BR.js')).ptBR,
  it: async () => (await import('./it.js')).it,
  nl: async () => (await import('./nl.js')).nl,
  pl: async () => (await import('./pl.js')).pl,
  tr: async () => (await import('./tr.js')).tr,
  ru: async () => (await import('./ru.js')).ru,
  uk: async () => (await import('./uk.js')).uk,
  ar: async () => (await import('./ar.js')).ar,
  he: async () => (await import('./he.js')).he,
  fa: async () => (await import('./fa.js')).fa,
  hi: async () => (await import('./hi.js')).hi,
  id: async () => (await import('./id.js')).id,
  vi: async () => (await import('./vi.js')).vi,
  th: async () => (await import('./th.js')).th,
  ja: async () => (await import('./ja.js')).ja,
  ko: async () => (await import('./ko.js')).ko,
  'zh-CN': async () => (await import('./zh-CN.js')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.js')).zhTW,
  sv: async () => (await import('./sv.js')).sv,
  cs: async () => (await import('./cs.js')).cs,
} satisfies Record<string, () => Promise<ConsoleTexts>>

/** A language the console has texts in: the modal's languages. */
export type ConsoleLocale = keyof typeof loaders

/** Every language the console has texts in, English first. */
export const consoleLocales = Object.keys(loaders) as ConsoleLocale[]

// By lower-case tag, for matching `navigator.languages` whatever their case.
const byLowerCase = new Map(consoleLocales.map((tag) => [tag.toLowerCase(), tag]))

/**
 * The first of the browser's languages the console speaks, by full tag (`pt-BR`) or by language
 * (`fr-CA` → `fr`, `pt-PT` → `pt-BR`); Chinese by script (`zh-TW`, `zh-Hant-HK` → `zh-TW`, other
 * Chinese → `zh-CN`); English when none is.
 *
 * @param languages - `navigator.languages`.
 * @returns The tag, also for `<html lang>`.
 *
 * @example
 * import { consoleLanguage } from './messages/consoleLanguage.js'
 * consoleLanguage(['fr-CA', 'en']) // 'fr'
 */
export function consoleLanguage(languages: readonly string[]): ConsoleLocale {
  for (const language of languages) {
    const parts = language.trim().toLowerCase().split(/[-_]/)
    const base = parts[0] ?? ''
    if (base === 'zh')
      return parts.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)) ? 'zh-TW' : 'zh-CN'
    const tag =
      byLowerCase.get(parts.join('-')) ??
      byLowerCase.get(base) ??
      consoleLocales.find((locale) => locale.toLowerCase().startsWith(`${base}-`))
    if (tag) return tag
  }
  return 'en'
}

/**
 * The writing direction of a console language, for `<html dir>`.
 *
 * @param tag - A console language.
 * @returns 'rtl' for Arabic, Hebrew and Persian; otherwise 'ltr'.
 *
 * @example
 * textDirection('he') // 'rtl'
 */
export function textDirection(tag: ConsoleLocale): 'rtl' | 'ltr' {
  return tag === 'ar' || tag === 'he' || tag === 'fa' ? 'rtl' : 'ltr'
}

/**
 * The console's texts in one language: English at once, any other from its own chunk.
 *
 * @param tag - A console language, as `consoleLanguage` picks it.
 * @returns The texts.
 *
 * @example
 * const texts = await loadConsoleTexts(consoleLanguage(navigator.languages))
 */
export function loadConsoleTexts(tag: ConsoleLocale): Promise<ConsoleTexts> {
  return loaders[tag]()
}
