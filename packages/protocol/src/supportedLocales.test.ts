import { expect, test } from 'vitest'
import { isRightToLeft, rightToLeftLocales, supportedLocales } from './supportedLocales.js'

test('24 distinct locales, English first, every right-to-left one among them', () => {
  expect(new Set(supportedLocales).size).toBe(24)
  expect(supportedLocales[0]).toBe('en')
  expect(rightToLeftLocales.filter((tag) => !supportedLocales.includes(tag))).toEqual([])
})

test('the direction follows the language subtag, any region, script or case', () => {
  expect(['ar', 'he', 'fa-IR', 'AR-XB', 'he_IL'].map(isRightToLeft)).toEqual([
    true,
    true,
    true,
    true,
    true,
  ])
  expect(['en', 'de-AT', 'fr', 'ur-x', 'hi', ''].map(isRightToLeft)).toEqual([
    false,
    false,
    false,
    false,
    false,
    false,
  ])
})
