import { expect, it } from 'vitest'
import { supportedLocales } from '../../../../packages/protocol/src/supportedLocales.js'
import {
  consoleLanguage,
  consoleLocales,
  loadConsoleTexts,
  textDirection,
} from './consoleLanguage.js'
import { en } from './en.js'

/** Every key of a catalogue, nested ones as `a.b`, with the kind of value (text or function). */
function shape(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object'
      ? shape(value, `${prefix}${key}.`)
      : [`${prefix}${key}:${typeof value}`],
  )
}

/** Every function text of a catalogue by its `a.b` key. */
function functions(texts: object, prefix = ''): [string, (...args: never[]) => string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object'
      ? functions(value, `${prefix}${key}.`)
      : typeof value === 'function'
        ? [[`${prefix}${key}`, value]]
        : [],
  )
}

it('speaks exactly the languages of the modal', () => {
  expect([...consoleLocales].sort()).toEqual([...supportedLocales].sort())
})

it('picks the first language it has texts in, by full tag, language or script, else English', () => {
  expect(consoleLanguage(['pt-BR'])).toBe('pt-BR')
  expect(consoleLanguage(['pt-PT'])).toBe('pt-BR')
  expect(consoleLanguage(['zh-TW'])).toBe('zh-TW')
  expect(consoleLanguage(['zh-Hant-HK'])).toBe('zh-TW')
  expect(consoleLanguage(['zh'])).toBe('zh-CN')
  expect(consoleLanguage(['fr-CA', 'de'])).toBe('fr')
  expect(consoleLanguage(['xx-YY', 'de-AT', 'en'])).toBe('de')
  expect(consoleLanguage(['DE'])).toBe('de')
  expect(consoleLanguage(['tlh', 'x-klingon'])).toBe('en')
  expect(consoleLanguage([])).toBe('en')
})

it('loads the catalogue it picked: English at once, the others from their own chunk', async () => {
  expect(await loadConsoleTexts(consoleLanguage(['xx']))).toBe(en)
  expect((await loadConsoleTexts(consoleLanguage(['pt-BR']))).nav.projects).toBe('Projetos')
  expect((await loadConsoleTexts(consoleLanguage(['zh-TW']))).nav.projects).toBe('專案')
  expect((await loadConsoleTexts(consoleLanguage(['fr-CA']))).nav.projects).toBe('Projets')
  expect((await loadConsoleTexts(consoleLanguage(['de']))).editor.saved(3)).toBe(
    'Gespeichert (Version 3).',
  )
})

it('writes Arabic, Hebrew and Persian right to left, the others left to right', () => {
  expect(consoleLocales.filter((tag) => textDirection(tag) === 'rtl').sort()).toEqual([
    'ar',
    'fa',
    'he',
  ])
  expect(textDirection('en')).toBe('ltr')
})

it.each(consoleLocales)(
  'has every text of English in %s, each a text or a function',
  async (tag) => {
    const texts = await loadConsoleTexts(tag)
    expect(shape(texts)).toEqual(shape(en))
  },
)

it.each(consoleLocales)('keeps every argument of a function text in %s', async (tag) => {
  const texts = await loadConsoleTexts(tag)
  const english = new Map(functions(en))
  for (const [key, text] of functions(texts)) {
    const arity = english.get(key)?.length ?? 0
    expect(text.length, key).toBe(arity)
    // Distinct numbers serve for names and counts alike: each must show in the output.
    const args = Array.from({ length: arity }, (_, index) => 9001 + index)
    const output = (text as (...values: unknown[]) => string)(...args)
    for (const arg of args) expect(output, `${tag} ${key}`).toContain(String(arg))
  }
})

/** Every plain text of a catalogue (not the function texts). */
function strings(texts: object): string[] {
  return Object.values(texts).flatMap((value) =>
    typeof value === 'object' ? strings(value) : typeof value === 'string' ? [value] : [],
  )
}

it('has no empty text in any language', async () => {
  for (const tag of consoleLocales) {
    const texts = await loadConsoleTexts(tag)
    expect(
      strings(texts).filter((text) => text.trim() === ''),
      tag,
    ).toEqual([])
  }
})
