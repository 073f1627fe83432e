import { messages as en } from './compiled/en.js'
import type { CompiledMessages } from './createTranslate.js'

/** The languages the modal speaks, by BCP 47 tag, each named in itself. */
export const locales = { en: 'English', de: 'Deutsch' } as const
export type Locale = keyof typeof locales

// English ships with the button (its first paint and the fallback for an id a catalogue lacks);
// every other compiled catalogue is its own chunk, loaded when its language is first chosen.
const loaders: Record<Locale, () => Promise<CompiledMessages>> = {
  en: () => Promise.resolve(en),
  de: () => import('./compiled/de.js').then((module) => module.messages),
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
  return Object.hasOwn(loaders, locale) ? loaders[locale as Locale]() : undefined
}
