import { expect, test } from 'vitest'
import { textDirection } from './textDirection.js'

test('the frame reads Arabic, Hebrew and Persian right to left, every other language left to right', () => {
  for (const tag of ['ar', 'he', 'fa', 'he-IL', 'fa-IR', 'ar-XB'])
    expect(textDirection(tag)).toBe('rtl')
  for (const tag of ['en', 'de', 'ja', 'hi', 'zh-TW', 'cs', 'hr', 'fr'])
    expect(textDirection(tag)).toBe('ltr')
})
