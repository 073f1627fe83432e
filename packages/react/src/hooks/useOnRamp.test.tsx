// The on-ramp hooks, against a real HTTP server answering the on-ramp routes.
import type { OnRampState } from '@airlock/core'
import { act, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectedAirlock, testAirlock } from '../../test/connectedAirlock.js'
import { options, providers, quote, usd, usdc } from '../../test/onRampFixtures.js'
import { delivered, onRampRoutes } from '../../test/onRampRoutes.js'
import { renderHookWith } from '../../test/renderHookWith.js'
import { type ApiServer, serveApi } from '../../test/serveApi.js'
import { useOnRampApi } from './useOnRampApi.js'
import { useOnRampOptions } from './useOnRampOptions.js'
import { useOnRampProviders } from './useOnRampProviders.js'
import { useOnRampPurchases } from './useOnRampPurchases.js'
import { useOnRampQuote } from './useOnRampQuote.js'

let api: ApiServer
let providersDown = false
beforeAll(async () => {
  const routes = onRampRoutes(() => [delivered])
  api = await serveApi({
    ...routes,
    '/v1/onramp/providers': (request) =>
      providersDown
        ? { status: 503, body: { name: 'Unavailable', message: 'down' } }
        : (routes['/v1/onramp/providers']?.(request) ?? { body: {} }),
  })
})
afterAll(() => api.close())

/**
 * A client connected to the test wallet, talking to the test server, nothing of the on-ramp
 * loaded yet; then `onRamp` set.
 */
async function connected(onRamp: Partial<OnRampState> = {}) {
  const { airlock } = await connectedAirlock({ apiUrl: api.url })
  airlock.store.setState((state) => ({ onRamp: { ...state.onRamp, ...onRamp } }))
  return airlock
}

test('useOnRampApi: one client per Airlock client', async () => {
  const airlock = await connected()
  const first = renderHookWith(airlock, useOnRampApi).result.current
  expect(renderHookWith(airlock, useOnRampApi).result.current).toBe(first)
  expect(renderHookWith(testAirlock(), useOnRampApi).result.current).not.toBe(first)
})

test('useOnRampProviders loads the providers into the store; after a failure a retry loads them', async () => {
  providersDown = true
  const airlock = await connected()
  const { result } = renderHookWith(airlock, useOnRampProviders)
  await waitFor(() => expect(result.current.failed).toBe(true))
  expect(result.current.providers).toBeUndefined()

  providersDown = false
  act(() => result.current.retry())
  await waitFor(() => expect(result.current.providers).toHaveLength(providers.length))
  expect(result.current).toMatchObject({ failed: false, restricted: false })
  expect(airlock.store.getState().onRamp.providers).toEqual(result.current.providers)
})

test('useOnRampOptions loads what can be bought with what, once', async () => {
  const airlock = await connected()
  const { result } = renderHookWith(airlock, useOnRampOptions)
  expect(result.current).toBeUndefined()
  await waitFor(() => expect(result.current).toEqual(options))
  expect(airlock.store.getState().onRamp.options).toEqual(options)
  expect(api.requests.some((request) => request.startsWith('GET /v1/onramp/options'))).toBe(true)
})

test('useOnRampQuote asks for a quote of the amount on screen, and again when it changes', async () => {
  const airlock = await connected({
    options,
    paymentCurrency: usd,
    purchaseCurrency: usdc,
    network: usdc.networks[1],
    amount: '50',
  })
  const { result } = renderHookWith(airlock, useOnRampQuote)
  await waitFor(() => expect(result.current.quote).toEqual(quote))
  expect(result.current.quoting).toBe(false)
  const asked = api.requests.filter((request) => request.includes('/v1/onramp/quote')).length

  act(() =>
    airlock.store.setState((state) => ({
      onRamp: { ...state.onRamp, amount: '60', quote: undefined },
    })),
  )
  await waitFor(() =>
    expect(api.requests.filter((request) => request.includes('/v1/onramp/quote')).length).toBe(
      asked + 1,
    ),
  )
  await waitFor(() => expect(result.current.quote).toEqual(quote))
})

test("useOnRampPurchases lists the account's purchases from a provider; none without one", async () => {
  const airlock = await connected()
  const { result, rerender } = renderHookWith(airlock, () => useOnRampPurchases(undefined))
  rerender()
  expect(result.current.status).toBe('loading')
  expect(api.requests.some((request) => request.includes('onramp='))).toBe(false)

  const { result: purchases } = renderHookWith(airlock, () => useOnRampPurchases('sandbox'))
  await waitFor(() => expect(purchases.current.status).toBe('ready'))
  expect(purchases.current.data).toEqual([delivered])
  expect(api.requests.some((request) => request.includes('onramp=sandbox'))).toBe(true)
})
