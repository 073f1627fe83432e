import { expect, test } from 'vitest'
import { eur, quote, testAirlock, usd, usdc } from '../../test/onRampFixtures.js'
import { selectOnRampCurrency } from './selectOnRampCurrency.js'
import { updateOnRamp } from './updateOnRamp.js'

test("another currency drops the quote and checks the amount against that currency's limits", () => {
  const airlock = testAirlock()
  const strictEur = {
    ...eur,
    payment_method_limits: [{ id: 'card', min: '20.00', max: '5000.00' }],
  }
  updateOnRamp(airlock, { paymentCurrency: usd, amount: '15', quote })
  selectOnRampCurrency(airlock, { paymentCurrency: strictEur })
  expect(airlock.store.getState().onRamp).toMatchObject({
    paymentCurrency: strictEur,
    quote: undefined,
    error: { code: 'belowMinimum', limit: '20.00', currency: 'EUR' },
  })
  const devnet = usdc.networks[1]
  if (!devnet) throw new Error('fixture has no devnet network')
  updateOnRamp(airlock, { quote })
  selectOnRampCurrency(airlock, { purchaseCurrency: usdc, network: devnet })
  expect(airlock.store.getState().onRamp).toMatchObject({
    purchaseCurrency: usdc,
    network: devnet,
    quote: undefined,
  })
})
