import { expect, test } from 'vitest'
import { testAirlock } from '../../test/onRampFixtures.js'
import { cancelOnRampPurchase } from './cancelOnRampPurchase.js'
import { updateOnRamp } from './updateOnRamp.js'

test('a cancel makes the purchase under way stale and the state idle', () => {
  const airlock = testAirlock()
  updateOnRamp(airlock, { attempt: 3, status: 'waiting', error: { code: 'popupBlocked' } })
  cancelOnRampPurchase(airlock)
  expect(airlock.store.getState().onRamp).toMatchObject({
    attempt: 4,
    status: 'idle',
    error: undefined,
  })
})
