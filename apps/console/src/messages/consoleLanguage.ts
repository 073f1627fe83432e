import type { ConsoleTexts } from './consoleTexts.js'
import { de } from './de.js'
import { en } from './en.js'

// By lower-case language tag; the other languages of the modal are to follow.
const catalogues: Record<string, ConsoleTexts> = { en, de }

/**
 * The console's texts for the browser's languages: the first one it has, else English.
 *
 * @param languages - `navigator.languages`.
 * @returns The texts and their tag (for `<html lang>`).
 *
 * @example
 * import { consoleLanguage } from './messages/consoleLanguage.js'
 * const { texts } = consoleLanguage(navigator.languages)
 */
export function consoleLanguage(languages: readonly string[]): {
  tag: string
  texts: ConsoleTexts
} {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0] ?? ''
    const texts = catalogues[language]
    if (texts) return { tag: language, texts }
  }
  return { tag: 'en', texts: en }
}
