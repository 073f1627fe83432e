import { expect, test } from 'vitest'
import { locales } from './index.js'
import { textDirection } from './textDirection.js'

test('Arabic, Hebrew and Persian are right to left, with or without a region', () => {
  for (const tag of ['ar', 'he', 'fa', 'he-IL', 'fa-IR', 'ar-XB'])
    expect(textDirection(tag)).toBe('rtl')
})

test('every other language the modal speaks is left to right', () => {
  const rightToLeft = Object.keys(locales).filter((tag) => textDirection(tag) === 'rtl')
  expect(rightToLeft.sort()).toEqual(['ar', 'fa', 'he'])
  for (const tag of ['en', 'zh-CN', 'zh-TW', 'hi', 'th', 'cs', 'en-XA'])
    expect(textDirection(tag)).toBe('ltr')
})
