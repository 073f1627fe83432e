import { expect, test } from 'vitest'
import { createAirlock } from '../../createAirlock.js'
import { resetSendForm } from './resetSendForm.js'
import { updateSendForm } from './updateSendForm.js'

const token = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 3000,
  quantity: { decimals: '18', numeric: '2.5' },
  iconUrl: 'http://127.0.0.1:9/eth',
}

test('the Send form keeps each field as it is changed, and empties on reset', () => {
  const airlock = createAirlock({ projectId: 'dev' })
  updateSendForm(airlock, { token })
  updateSendForm(airlock, { amount: '1.5' })
  updateSendForm(airlock, { receiver: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' })
  expect(airlock.store.getState().send).toEqual({
    token,
    amount: '1.5',
    receiver: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  })
  resetSendForm(airlock)
  expect(airlock.store.getState().send).toEqual({ token: undefined, amount: '', receiver: '' })
})
