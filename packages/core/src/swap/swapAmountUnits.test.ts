import fc from 'fast-check'
import { expect, test } from 'vitest'
import { swapAmountUnits } from './swapAmountUnits.js'

test('a typed amount in base units, or undefined when it cannot be swapped', () => {
  expect(swapAmountUnits('1,5', 6)).toBe(1_500_000n)
  expect(swapAmountUnits('.25', 18)).toBe(250_000_000_000_000_000n)
  expect(swapAmountUnits('0', 18)).toBeUndefined()
  expect(swapAmountUnits('0.', 18)).toBeUndefined()
  expect(swapAmountUnits('', 18)).toBeUndefined()
  expect(swapAmountUnits('1e3', 18)).toBeUndefined()
  expect(swapAmountUnits('1.1234567', 6)).toBeUndefined()
})

test('no string that is not digits and one separator ever becomes an amount', () => {
  fc.assert(
    fc.property(fc.string(), (text) => {
      const units = swapAmountUnits(text, 18)
      if (units !== undefined) {
        expect(text).toMatch(/^\d*[.,]?\d*$/)
        expect(units > 0n).toBe(true)
      }
    }),
  )
})
