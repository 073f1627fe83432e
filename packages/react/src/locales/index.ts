import { messages as en } from './compiled/en.js'
import type { CompiledMessages } from './createTranslate.js'

/** The languages the modal speaks, by BCP 47 tag, each named in itself. */
export const locales = { en: 'English', de: 'Deutsch', ar: 'العربية', ja: '日本語' } as const
export type Locale = keyof typeof locales

/**
 * Pseudo-locales for tests, made from English by `npm run locales`: en-XA (accented, 40 % longer)
 * and ar-XB (right to left). Never offered to a person.
 */
export const pseudoLocales = {
  'en-XA': 'English (pseudo, long)',
  'ar-XB': 'English (pseudo, RTL)',
} as const

// English ships with the button (its first paint and the fallback for an id a catalogue lacks);
// every other compiled catalogue is its own chunk, loaded when its language is first chosen.
const loaders: Record<Locale | keyof typeof pseudoLocales, () => Promise<CompiledMessages>> = {
  en: () => Promise.resolve(en),
  de: () => import('./compiled/de.js').then((module) => module.messages),
  ar: () => import('./compiled/ar.js').then((module) => module.messages),
  ja: () => import('./compiled/ja.js').then((module) => module.messages),
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
