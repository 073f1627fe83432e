import { afterEach, expect, test, vi } from 'vitest'
import {
  buyer,
  fakeOnRampApi,
  fakePopup,
  purchase,
  quote,
  sandbox,
  testAirlock,
  usd,
  usdc,
} from '../../test/onRampFixtures.js'
import { cancelOnRampPurchase } from './cancelOnRampPurchase.js'
import { startOnRampPurchase } from './startOnRampPurchase.js'
import { updateOnRamp } from './updateOnRamp.js'

afterEach(() => vi.useRealTimers())

/** The analytics events the client emits from now on, with their properties. */
function tracked(airlock: ReturnType<typeof testAirlock>) {
  const events: [string, unknown][] = []
  airlock.analytics.subscribe((event) => events.push([event.event, event.properties]))
  return events
}

/** A client with 50 USD of USDC on the devnet quoted, ready to buy. */
function quoted(overrides = {}) {
  const airlock = testAirlock()
  updateOnRamp(airlock, {
    paymentCurrency: usd,
    purchaseCurrency: usdc,
    network: usdc.networks[1],
    amount: '50',
    quote,
    ...overrides,
  })
  return airlock
}

test('an amount outside the limits is refused before any window opens', () => {
  for (const [amount, problem] of [
    ['9.99', { code: 'belowMinimum', limit: '10.00', currency: 'USD' }],
    ['7500.01', { code: 'aboveMaximum', limit: '7500.00', currency: 'USD' }],
    ['', { code: 'invalidAmount' }],
  ] as const) {
    const airlock = quoted({ amount })
    const events = tracked(airlock)
    const openPopup = vi.fn(fakePopup)
    const { api, calls } = fakeOnRampApi()
    expect(startOnRampPurchase(airlock, { api, provider: sandbox, openPopup })).toEqual({
      started: false,
      problem,
    })
    expect(openPopup).not.toHaveBeenCalled()
    expect(events).toEqual([])
    expect(calls.url).toHaveLength(0)
    expect(airlock.store.getState().onRamp).toMatchObject({ status: 'idle', error: problem })
  }
})

test('no purchase without a quote shown, or without an account', () => {
  const openPopup = vi.fn(fakePopup)
  const { api } = fakeOnRampApi()
  expect(
    startOnRampPurchase(quoted({ quote: undefined }), { api, provider: sandbox, openPopup }),
  ).toEqual({ started: false, problem: { code: 'quotePending' } })
  const away = quoted()
  away.store.setState({ eip155: { ...away.store.getState().eip155, address: undefined } })
  expect(startOnRampPurchase(away, { api, provider: sandbox, openPopup })).toEqual({
    started: false,
    problem: { code: 'notConnected' },
  })
  expect(openPopup).not.toHaveBeenCalled()
})

test('a blocked popup is reported, and nothing else happens', () => {
  const airlock = quoted()
  const { api, calls } = fakeOnRampApi()
  expect(startOnRampPurchase(airlock, { api, provider: sandbox, openPopup: () => null })).toEqual({
    started: false,
    problem: { code: 'popupBlocked' },
  })
  expect(calls.url).toHaveLength(0)
})

test('opens the window in the click, sends it to the checkout cut off from this page, and follows the history until a new purchase succeeds', async () => {
  vi.useFakeTimers()
  const airlock = quoted()
  const events = tracked(airlock)
  const popup = fakePopup()
  const old = purchase('old', 'SUCCESS')
  const { api, calls } = fakeOnRampApi({
    purchases: [
      [old],
      [old],
      [purchase('new', 'IN_PROGRESS'), old],
      [purchase('new', 'SUCCESS'), old],
    ],
  })
  const start = startOnRampPurchase(airlock, { api, provider: sandbox, openPopup: () => popup })
  // The window is open before anything was awaited: the browser counts it as the user's click.
  expect(popup.location.href).toBe('about:blank')
  expect(start.started).toBe(true)
  expect(airlock.store.getState().onRamp).toMatchObject({ status: 'opening', provider: sandbox })
  await vi.advanceTimersByTimeAsync(0)
  expect(popup.opener).toBeNull()
  expect(popup.location.href).toBe('http://127.0.0.1:8790/onramp/checkout/abc')
  expect(calls.url).toEqual([
    {
      destinationWallets: [{ address: buyer, blockchains: ['airlock-devnet'], assets: ['USDC'] }],
      defaultNetwork: 'airlock-devnet',
      partnerUserId: buyer.toLowerCase(),
      defaultExperience: 'buy',
      presetFiatAmount: 50,
      provider: 'sandbox',
      quoteId: 'quote-1',
      paymentCurrency: 'USD',
      locale: 'en',
    },
  ])
  expect(airlock.store.getState().onRamp.status).toBe('waiting')

  // Every 4 s (SPEC §9): the purchase from before does not count.
  await vi.advanceTimersByTimeAsync(3_999)
  expect(calls.purchases).toBe(1)
  await vi.advanceTimersByTimeAsync(1)
  expect(calls.purchases).toBe(2)
  expect(airlock.store.getState().onRamp.status).toBe('waiting')
  await vi.advanceTimersByTimeAsync(4_000)
  expect(airlock.store.getState().onRamp).toMatchObject({
    status: 'processing',
    purchase: { id: 'new' },
  })
  // The checkout closes itself once paid: the purchase is already found, so the wait goes on.
  popup.close()
  const version = airlock.store.getState().portfolioVersion
  await vi.advanceTimersByTimeAsync(4_000)
  expect(airlock.store.getState().onRamp).toMatchObject({
    status: 'success',
    purchase: purchase('new', 'SUCCESS'),
    error: undefined,
    // Spent: the next purchase starts from an empty form.
    quote: undefined,
    amount: '',
  })
  if (!start.started) throw new Error('not started')
  expect(await start.outcome).toEqual({ status: 'success', purchase: purchase('new', 'SUCCESS') })
  // The console's on-ramp figures: a provider chosen, a purchase completed.
  expect(events).toEqual([
    ['ONRAMP_SELECT_PROVIDER', { provider: 'sandbox' }],
    ['ONRAMP_SUCCESS', { provider: 'sandbox' }],
  ])
  // Balances are read again now and while the indexer catches up.
  expect(airlock.store.getState().portfolioVersion).toBe(version + 1)
  await vi.advanceTimersByTimeAsync(3_500)
  expect(airlock.store.getState().portfolioVersion).toBe(version + 3)
  await vi.advanceTimersByTimeAsync(20_000)
  expect(calls.purchases).toBe(4)
})

test('a declined payment ends the wait with the failure', async () => {
  const airlock = quoted()
  const events = tracked(airlock)
  const { api } = fakeOnRampApi({ purchases: [[], [purchase('declined', 'FAILED')]] })
  const start = startOnRampPurchase(airlock, {
    api,
    provider: sandbox,
    openPopup: fakePopup,
    pollIntervalMs: 5,
  })
  if (!start.started) throw new Error('not started')
  expect(await start.outcome).toMatchObject({ status: 'failed', purchase: { id: 'declined' } })
  expect(airlock.store.getState().onRamp).toMatchObject({
    status: 'failed',
    error: { code: 'declined' },
  })
  expect(events.map(([name]) => name)).toEqual(['ONRAMP_SELECT_PROVIDER', 'ONRAMP_DECLINED'])
})

test('a window closed with no purchase ends the wait after one more read', async () => {
  vi.useFakeTimers()
  const airlock = quoted()
  const popup = fakePopup()
  const { api, calls } = fakeOnRampApi()
  const start = startOnRampPurchase(airlock, { api, provider: sandbox, openPopup: () => popup })
  await vi.advanceTimersByTimeAsync(0)
  popup.close()
  await vi.advanceTimersByTimeAsync(4_000)
  // Seen closed once: a checkout may close itself as it pays, so one more read first.
  expect(airlock.store.getState().onRamp.status).toBe('waiting')
  await vi.advanceTimersByTimeAsync(4_000)
  expect(airlock.store.getState().onRamp).toMatchObject({
    status: 'closed',
    error: { code: 'popupClosed' },
  })
  if (!start.started) throw new Error('not started')
  expect(await start.outcome).toEqual({ status: 'closed' })
  expect(calls.purchases).toBe(3)
})

test('a purchase that appears in the grace read after the window closed still counts', async () => {
  const airlock = quoted()
  const popup = fakePopup()
  popup.closed = true
  const { api } = fakeOnRampApi({ purchases: [[], [], [purchase('late', 'SUCCESS')]] })
  const start = startOnRampPurchase(airlock, {
    api,
    provider: sandbox,
    openPopup: () => popup,
    pollIntervalMs: 5,
  })
  if (!start.started) throw new Error('not started')
  expect(await start.outcome).toMatchObject({ status: 'success', purchase: { id: 'late' } })
})

test('cancelling stops the wait at once and closes the window', async () => {
  vi.useFakeTimers()
  const airlock = quoted()
  const popup = fakePopup()
  const { api, calls } = fakeOnRampApi()
  const start = startOnRampPurchase(airlock, { api, provider: sandbox, openPopup: () => popup })
  await vi.advanceTimersByTimeAsync(1_000)
  cancelOnRampPurchase(airlock)
  if (!start.started) throw new Error('not started')
  expect(await start.outcome).toEqual({ status: 'cancelled' })
  expect(popup.closes).toBe(1)
  expect(calls.purchases).toBe(1)
  expect(airlock.store.getState().onRamp).toMatchObject({ status: 'idle', error: undefined })
})

test('a checkout URL that cannot be had closes the window and says so', async () => {
  const airlock = quoted()
  const popup = fakePopup()
  const { api } = fakeOnRampApi({ url: new Error('HTTP status code: 400') })
  const start = startOnRampPurchase(airlock, { api, provider: sandbox, openPopup: () => popup })
  if (!start.started) throw new Error('not started')
  expect(await start.outcome).toEqual({ status: 'startFailed' })
  expect(popup.closed).toBe(true)
  expect(airlock.store.getState().onRamp).toMatchObject({
    status: 'failed',
    error: { code: 'startFailed', details: 'HTTP status code: 400' },
    // An expired quote is refused like this: the form asks for a new one.
    quote: undefined,
  })
})

test("another provider's quote is not passed on", async () => {
  const airlock = quoted({ quote: { ...quote, provider: 'meld' } })
  const { api, calls } = fakeOnRampApi()
  startOnRampPurchase(airlock, { api, provider: sandbox, openPopup: fakePopup })
  await vi.waitFor(() => expect(calls.url).toHaveLength(1))
  expect(calls.url[0]).not.toHaveProperty('quoteId')
  cancelOnRampPurchase(airlock)
})
