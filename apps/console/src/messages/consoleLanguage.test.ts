import { expect, it } from 'vitest'
import { consoleLanguage } from './consoleLanguage.js'
import { de } from './de.js'
import { en } from './en.js'

/** Every key of a catalogue, nested ones as `a.b`, with the kind of value (text or function). */
function shape(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object'
      ? shape(value, `${prefix}${key}.`)
      : [`${prefix}${key}:${typeof value}`],
  )
}

it('picks the first language it has texts in, else English', () => {
  expect(consoleLanguage(['fr-FR', 'de-AT', 'en']).tag).toBe('de')
  expect(consoleLanguage(['DE']).texts).toBe(de)
  expect(consoleLanguage(['fr', 'ja']).texts).toBe(en)
  expect(consoleLanguage([]).tag).toBe('en')
})

it('has every text of English in German, each a text or a function as in English', () => {
  expect(shape(de)).toEqual(shape(en))
  expect(de.editor.saved(3)).toBe('Gespeichert (Version 3).')
})
