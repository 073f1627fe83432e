import type { Messages } from './en.js'

/** The languages the modal speaks, by BCP 47 tag, each named in itself. */
export const locales = { en: 'English', de: 'Deutsch' } as const
export type Locale = keyof typeof locales

// English ships with the button; every other catalogue loads when it is first chosen.
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  de: () => import('./de.js').then((module) => module.de),
}

/**
 * Loads the message catalogue of `locale`; undefined for a language the modal does not speak.
 *
 * @example
 * import { loadMessages } from '@airlock/react'
 * const de = await loadMessages('de')
 */
export function loadMessages(locale: string): Promise<Messages> | undefined {
  return locale in loaders ? loaders[locale as keyof typeof loaders]() : undefined
}
