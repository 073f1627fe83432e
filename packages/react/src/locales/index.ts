import type { SupportedLocale } from '@airlock/protocol'
import type { CompiledMessages } from './createTranslate.js'
import { loadEnglish } from './english.js'

/**
 * The languages the modal speaks, by BCP 47 tag (`supportedLocales` of `@airlock/protocol`), each
 * named in itself.
 */
export const locales = {
  en: 'English',
  de: 'Deutsch',
  ar: 'العربية',
  ja: '日本語',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  tr: 'Türkçe',
  ru: 'Русский',
  uk: 'Українська',
  sv: 'Svenska',
  he: 'עברית',
  fa: 'فارسی',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  ko: '한국어',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  cs: 'Čeština',
} as const satisfies Record<SupportedLocale, string>
export type Locale = SupportedLocale

/**
 * Pseudo-locales for tests, made from English by `npm run locales`: en-XA (accented, 40 % longer)
 * and ar-XB (right to left). Never offered to a person.
 */
export const pseudoLocales = {
  'en-XA': 'English (pseudo, long)',
  'ar-XB': 'English (pseudo, RTL)',
} as const

// Each compiled catalogue is its own chunk, loaded when its language is first chosen; English
// (the fallback for an id a catalogue lacks) once the page has painted, its buttons' texts before
// (./english.ts).
const loaders: Record<Locale | keyof typeof pseudoLocales, () => Promise<CompiledMessages>> = {
  en: loadEnglish,
  de: () => import('./compiled/de.js').then((module) => module.messages),
  ar: () => import('./compiled/ar.js').then((module) => module.messages),
  ja: () => import('./compiled/ja.js').then((module) => module.messages),
  fr: () => import('./compiled/fr.js').then((module) => module.messages),
  es: () => import('./compiled/es.js').then((module) => module.messages),
  'pt-BR': () => import('./compiled/pt-BR.js').then((module) => module.messages),
  it: () => import('./compiled/it.js').then((module) => module.messages),
  nl: () => import('./compiled/nl.js').then((module) => module.messages),
  pl: () => import('./compiled/pl.js').then((module) => module.messages),
  tr: () => import('./compiled/tr.js').then((module) => module.messages),
  ru: () => import('./compiled/ru.js').then((module) => module.messages),
  uk: () => import('./compiled/uk.js').then((module) => module.messages),
  sv: () => import('./compiled/sv.js').then((module) => module.messages),
  he: () => import('./compiled/he.js').then((module) => module.messages),
  fa: () => import('./compiled/fa.js').then((module) => module.messages),
  hi: () => import('./compiled/hi.js').then((module) => module.messages),
  id: () => import('./compiled/id.js').then((module) => module.messages),
  vi: () => import('./compiled/vi.js').then((module) => module.messages),
  th: () => import('./compiled/th.js').then((module) => module.messages),
  ko: () => import('./compiled/ko.js').then((module) => module.messages),
  'zh-CN': () => import('./compiled/zh-CN.js').then((module) => module.messages),
  'zh-TW': () => import('./compiled/zh-TW.js').then((module) => module.messages),
  cs: () => import('./compiled/cs.js').then((module) => module.messages),
  'en-XA': () => import('./compiled/en-XA.js').then((module) => module.messages),
  'ar-XB': () => import('./compiled/ar-XB.js').then((module) => module.messages),
}

/**
 * Loads the compiled message catalogue of `locale`; undefined for a language the modal does not
 * speak.
 *
 * @example
 * import { loadMessages } from '@airlock/react'
 * const de = await loadMessages('de')
 */
export function loadMessages(locale: string): Promise<CompiledMessages> | undefined {
  return Object.hasOwn(loaders, locale) ? loaders[locale as keyof typeof loaders]() : undefined
}
