import { expect, test } from 'vitest'
import { mulberry32 } from './mulberry32.js'

test('the same seed gives the same sequence, in [0, 1)', () => {
  const a = mulberry32(31337)
  const b = mulberry32(31337)
  const values = Array.from({ length: 1000 }, () => a())
  expect(values).toEqual(Array.from({ length: 1000 }, () => b()))
  for (const value of values) {
    expect(value).toBeGreaterThanOrEqual(0)
    expect(value).toBeLessThan(1)
  }
})

test('different seeds give different sequences', () => {
  const a = mulberry32(31337)
  const b = mulberry32(31338)
  expect(Array.from({ length: 5 }, () => a())).not.toEqual(Array.from({ length: 5 }, () => b()))
})
