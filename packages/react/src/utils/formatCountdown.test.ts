import { expect, test } from 'vitest'
import { formatCountdown } from './formatCountdown.js'

test('minutes and two-digit seconds, in the language’s digits; nothing below zero', () => {
  expect(formatCountdown(545, 'en')).toBe('9:05')
  expect(formatCountdown(600, 'de')).toBe('10:00')
  expect(formatCountdown(59.9, 'en')).toBe('0:59')
  expect(formatCountdown(-3, 'en')).toBe('0:00')
  expect(formatCountdown(65, 'ar-EG')).toBe('١:٠٥')
})
