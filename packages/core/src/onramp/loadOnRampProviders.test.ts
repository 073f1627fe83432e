import { expect, test } from 'vitest'
import { fakeOnRampApi, meld, sandbox, testAirlock } from '../../test/onRampFixtures.js'
import { loadOnRampProviders } from './loadOnRampProviders.js'

test('providers that deliver to EVM or Solana accounts are offered', async () => {
  const airlock = testAirlock()
  const bitcoinOnly = { ...meld, id: 'btcpay', namespaces: ['bip122'] }
  const { api } = fakeOnRampApi({
    providers: async () => ({ providers: [sandbox, meld, bitcoinOnly], restrictedTimezones: [] }),
  })
  expect(await loadOnRampProviders(airlock, { api, timeZone: 'Europe/Berlin' })).toEqual([
    sandbox,
    meld,
  ])
  expect(airlock.store.getState().onRamp).toMatchObject({
    providers: [sandbox, meld],
    restricted: false,
  })
})

test('a restricted time zone hides buying: no providers', async () => {
  const airlock = testAirlock()
  const { api } = fakeOnRampApi({
    providers: async () => ({ providers: [sandbox], restrictedTimezones: ['ASIA/SHANGHAI'] }),
  })
  expect(await loadOnRampProviders(airlock, { api, timeZone: 'Asia/Shanghai' })).toEqual([])
  expect(airlock.store.getState().onRamp).toMatchObject({ providers: [], restricted: true })
  // The same list elsewhere in the world does not hide it.
  expect(await loadOnRampProviders(airlock, { api, timeZone: 'America/New_York' })).toEqual([
    sandbox,
  ])
})

test('a failed load leaves the providers unknown and says so', async () => {
  const airlock = testAirlock()
  const { api } = fakeOnRampApi({
    providers: async () => {
      throw new Error('HTTP status code: 503')
    },
  })
  await expect(loadOnRampProviders(airlock, { api })).rejects.toThrow('HTTP status code: 503')
  expect(airlock.store.getState().onRamp).toMatchObject({
    providers: undefined,
    error: { code: 'loadFailed', details: 'HTTP status code: 503' },
  })
})
