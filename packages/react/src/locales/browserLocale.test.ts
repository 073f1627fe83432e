import { expect, test } from 'vitest'
import { browserLocale } from './browserLocale.js'

test("locale 'auto' takes the first browser language the modal speaks, by tag or by language", () => {
  expect(browserLocale(['xx', 'de-AT', 'en'])).toBe('de')
  expect(browserLocale(['ar', 'de'])).toBe('ar')
  expect(browserLocale(['xx-YY'])).toBe('en')
  expect(browserLocale([])).toBe('en')
})

test('Chinese follows its script: Traditional for zh-Hant, Taiwan, Hong Kong; Simplified otherwise', () => {
  expect(browserLocale(['zh-TW'])).toBe('zh-TW')
  expect(browserLocale(['zh-HK', 'en'])).toBe('zh-TW')
  expect(browserLocale(['zh-Hant-TW'])).toBe('zh-TW')
  expect(browserLocale(['zh'])).toBe('zh-CN')
  expect(browserLocale(['zh-Hans-SG'])).toBe('zh-CN')
  expect(browserLocale(['he-IL'])).toBe('he')
})
