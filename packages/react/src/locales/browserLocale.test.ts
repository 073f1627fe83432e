import { expect, test } from 'vitest'
import { browserLocale } from './browserLocale.js'

test("locale 'auto' takes the first browser language the modal speaks, by tag or by language", () => {
  expect(browserLocale(['xx', 'de-AT', 'en'])).toBe('de')
  expect(browserLocale(['ar', 'de'])).toBe('ar')
  expect(browserLocale(['xx-YY'])).toBe('en')
  expect(browserLocale([])).toBe('en')
})
