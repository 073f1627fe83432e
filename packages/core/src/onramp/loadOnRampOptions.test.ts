import { expect, test } from 'vitest'
import {
  eth,
  eur,
  fakeOnRampApi,
  options,
  testAirlock,
  usd,
  usdc,
} from '../../test/onRampFixtures.js'
import { loadOnRampOptions } from './loadOnRampOptions.js'
import { selectOnRampCurrency } from './selectOnRampCurrency.js'

test('defaults to USD and to USDC on the connected chain', async () => {
  const airlock = testAirlock()
  const { api } = fakeOnRampApi()
  expect(await loadOnRampOptions(airlock, { api })).toEqual(options)
  expect(airlock.store.getState().onRamp).toMatchObject({
    options,
    paymentCurrency: usd,
    purchaseCurrency: usdc,
    network: usdc.networks[1],
  })
})

test("keeps the buyer's choice when the options are loaded again", async () => {
  const airlock = testAirlock()
  const { api } = fakeOnRampApi()
  await loadOnRampOptions(airlock, { api })
  selectOnRampCurrency(airlock, { paymentCurrency: eur })
  const mainnet = eth.networks[0]
  if (!mainnet) throw new Error('fixture has no network')
  selectOnRampCurrency(airlock, { purchaseCurrency: eth, network: mainnet })
  await loadOnRampOptions(airlock, { api })
  expect(airlock.store.getState().onRamp).toMatchObject({
    paymentCurrency: eur,
    purchaseCurrency: eth,
    network: eth.networks[0],
  })
})

test('with nothing on the connected chain, the first currency and network', async () => {
  const airlock = testAirlock({ connected: false })
  const { api } = fakeOnRampApi()
  await loadOnRampOptions(airlock, { api })
  expect(airlock.store.getState().onRamp).toMatchObject({
    purchaseCurrency: eth,
    network: eth.networks[0],
  })
})

test('a failed load says so', async () => {
  const airlock = testAirlock()
  const { api } = fakeOnRampApi({
    options: async () => {
      throw new Error('offline')
    },
  })
  await expect(loadOnRampOptions(airlock, { api })).rejects.toThrow('offline')
  expect(airlock.store.getState().onRamp.error).toEqual({ code: 'loadFailed', details: 'offline' })
})
