import fc from 'fast-check'
import { expect, test } from 'vitest'
import { eur, usd } from '../../test/onRampFixtures.js'
import { validateOnRampAmount } from './validateOnRampAmount.js'

const check = (amount: string, paymentMethod = 'card') =>
  validateOnRampAmount({ amount, paymentCurrency: usd, paymentMethod })

test('an amount outside the card limits names the bound it crossed', () => {
  expect(check('9.99')).toEqual({ code: 'belowMinimum', limit: '10.00', currency: 'USD' })
  expect(check('7500.01')).toEqual({ code: 'aboveMaximum', limit: '7500.00', currency: 'USD' })
  expect(check('10')).toBeUndefined()
  expect(check('7500')).toBeUndefined()
  expect(check('7500,00')).toBeUndefined()
  expect(check('50')).toBeUndefined()
  // Bank transfers go higher (25,000.00 in the spec's fallback).
  expect(check('20000', 'ach_bank_account')).toBeUndefined()
  expect(
    validateOnRampAmount({ amount: '5', paymentCurrency: eur, paymentMethod: 'card' }),
  ).toEqual({ code: 'belowMinimum', limit: '10.00', currency: 'EUR' })
})

test('empty, zero, partial and over-precise amounts are not valid', () => {
  for (const amount of ['', '.', ',', '0', '0.00', '-5', '5e1', '1.234', '1.2.3', 'abc', ' '])
    expect(check(amount), amount).toEqual({ code: 'invalidAmount' })
  expect(check('.5', 'none')).toBeUndefined()
})

test('every amount in cents is judged against the limits exactly', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 3_000_000 }), fc.boolean(), (cents, comma) => {
      const text = `${Math.floor(cents / 100)}${comma ? ',' : '.'}${String(cents % 100).padStart(2, '0')}`
      const problem = check(text)
      if (cents < 1_000) expect(problem).toMatchObject({ code: 'belowMinimum' })
      else if (cents > 750_000) expect(problem).toMatchObject({ code: 'aboveMaximum' })
      else expect(problem).toBeUndefined()
    }),
  )
})
