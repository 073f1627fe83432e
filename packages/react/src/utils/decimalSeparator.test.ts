import { expect, test } from 'vitest'
import { decimalSeparator, withDecimalSeparator } from './decimalSeparator.js'

test('each language’s decimal separator, when an amount field can hold it', () => {
  const tags = ['en', 'de', 'fr', 'es', 'pt-BR', 'it', 'nl', 'pl', 'tr', 'ru', 'uk', 'sv', 'ja']
  expect(Object.fromEntries(tags.map((tag) => [tag, decimalSeparator(tag)]))).toEqual({
    en: '.',
    de: ',',
    fr: ',',
    es: ',',
    'pt-BR': ',',
    it: ',',
    nl: ',',
    pl: ',',
    tr: ',',
    ru: ',',
    uk: ',',
    sv: ',',
    ja: '.',
  })
  expect(decimalSeparator('ar-EG')).toBeUndefined()
})

test('an amount shows with the language’s separator, whichever was typed', () => {
  expect(withDecimalSeparator('0.5', 'fr')).toBe('0,5')
  expect(withDecimalSeparator('1,5', 'ru')).toBe('1,5')
  expect(withDecimalSeparator('1,5', 'en')).toBe('1.5')
  expect(withDecimalSeparator('.', 'de')).toBe(',')
  expect(withDecimalSeparator('12', 'de')).toBe('12')
  expect(withDecimalSeparator('1.5', 'ar-EG')).toBe('1.5')
})
