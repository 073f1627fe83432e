import { expect, it } from 'vitest'
import { contrastRatio } from './contrastRatio.js'

it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
  expect(contrastRatio('#ffffff', '#000000')).toBe(21)
  expect(contrastRatio('#000', '#fff')).toBe(21)
  expect(contrastRatio('#F6851B', '#f6851b')).toBe(1)
})

it('matches known WCAG figures', () => {
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
})
