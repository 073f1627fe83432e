import { expect, test } from 'vitest'
import { quote, testAirlock, usd } from '../../test/onRampFixtures.js'
import { setOnRampAmount } from './setOnRampAmount.js'
import { updateOnRamp } from './updateOnRamp.js'

test('takes digits and one separator only; anything else leaves the amount as it was', () => {
  const airlock = testAirlock()
  expect(setOnRampAmount(airlock, '12.5')).toBe(true)
  for (const typed of ['12.5a', '1.2.3', '-1', '1e3', '1 000'])
    expect(setOnRampAmount(airlock, typed)).toBe(false)
  expect(airlock.store.getState().onRamp.amount).toBe('12.5')
})

test("the amount is checked against the currency's limits as it is typed, and drops the quote", () => {
  const airlock = testAirlock()
  updateOnRamp(airlock, { paymentCurrency: usd, amount: '50', quote })
  setOnRampAmount(airlock, '5')
  expect(airlock.store.getState().onRamp).toMatchObject({
    amount: '5',
    quote: undefined,
    error: { code: 'belowMinimum', limit: '10.00', currency: 'USD' },
  })
  setOnRampAmount(airlock, '8000')
  expect(airlock.store.getState().onRamp.error).toEqual({
    code: 'aboveMaximum',
    limit: '7500.00',
    currency: 'USD',
  })
  setOnRampAmount(airlock, '80')
  expect(airlock.store.getState().onRamp.error).toBeUndefined()
  // An emptied field is not an error yet.
  setOnRampAmount(airlock, '')
  expect(airlock.store.getState().onRamp.error).toBeUndefined()
})
