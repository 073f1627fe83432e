import { expect, test } from 'vitest'
import { amountFontSize } from './amountFontSize.js'

test('a long amount shrinks in proportion, to 14 px at least; a short one keeps the full size', () => {
  expect(amountFontSize('1.5')).toBe(24)
  expect(amountFontSize('123456789012')).toBe(24)
  expect(amountFontSize('1488.07132456789')).toBe(18)
  expect(amountFontSize('1'.repeat(60))).toBe(14)
})
