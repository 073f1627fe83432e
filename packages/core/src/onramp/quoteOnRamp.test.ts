import { afterEach, expect, test, vi } from 'vitest'
import { fakeOnRampApi, quote, testAirlock, usd, usdc } from '../../test/onRampFixtures.js'
import { quoteOnRamp } from './quoteOnRamp.js'
import { setOnRampAmount } from './setOnRampAmount.js'
import { updateOnRamp } from './updateOnRamp.js'

afterEach(() => vi.useRealTimers())

function ready() {
  const airlock = testAirlock()
  updateOnRamp(airlock, { paymentCurrency: usd, purchaseCurrency: usdc, network: usdc.networks[1] })
  return airlock
}

test('typing 2, 25, 250 asks for one quote, of 250, after the pause', async () => {
  vi.useFakeTimers()
  const airlock = ready()
  const { api, calls } = fakeOnRampApi()
  let controller = new AbortController()
  const runs: Promise<unknown>[] = []
  for (const amount of ['2', '25', '250']) {
    controller.abort()
    controller = new AbortController()
    setOnRampAmount(airlock, amount)
    runs.push(quoteOnRamp(airlock, { api, signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(100)
  }
  expect(calls.quote).toHaveLength(0)
  await vi.advanceTimersByTimeAsync(400)
  expect(await Promise.all(runs)).toEqual([undefined, undefined, quote])
  expect(calls.quote).toEqual([
    {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '250',
      network: 'airlock-devnet',
      paymentMethod: 'card',
    },
  ])
  expect(airlock.store.getState().onRamp).toMatchObject({ quote, quoting: false })
})

test('nothing is asked for an amount outside the limits, or an incomplete form', async () => {
  const airlock = ready()
  const { api, calls } = fakeOnRampApi()
  setOnRampAmount(airlock, '5')
  expect(await quoteOnRamp(airlock, { api, delayMs: 0 })).toBeUndefined()
  setOnRampAmount(airlock, '9000')
  expect(await quoteOnRamp(airlock, { api, delayMs: 0 })).toBeUndefined()
  setOnRampAmount(airlock, '50')
  updateOnRamp(airlock, { network: undefined })
  expect(await quoteOnRamp(airlock, { api, delayMs: 0 })).toBeUndefined()
  expect(calls.quote).toHaveLength(0)
})

test('a decimal comma is sent as a point', async () => {
  const airlock = ready()
  const { api, calls } = fakeOnRampApi()
  setOnRampAmount(airlock, '50,5')
  await quoteOnRamp(airlock, { api, delayMs: 0 })
  expect(calls.quote[0]).toMatchObject({ amount: '50.5' })
})

test('an answer for an amount changed meanwhile is dropped', async () => {
  const airlock = ready()
  const { api } = fakeOnRampApi({
    quote: async () => {
      setOnRampAmount(airlock, '60')
      return quote
    },
  })
  setOnRampAmount(airlock, '50')
  expect(await quoteOnRamp(airlock, { api, delayMs: 0 })).toBeUndefined()
  expect(airlock.store.getState().onRamp).toMatchObject({ amount: '60', quote: undefined })
})

test('a refused quote says so', async () => {
  const airlock = ready()
  const { api } = fakeOnRampApi({
    quote: async () => {
      throw new Error('HTTP status code: 502')
    },
  })
  setOnRampAmount(airlock, '50')
  expect(await quoteOnRamp(airlock, { api, delayMs: 0 })).toBeUndefined()
  expect(airlock.store.getState().onRamp).toMatchObject({
    quoting: false,
    error: { code: 'quoteFailed', details: 'HTTP status code: 502' },
  })
})
