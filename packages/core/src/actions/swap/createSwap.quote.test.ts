// createSwap: init, typing and quotes (split by concern; fixtures in test/swapFixtures.ts).
import { parseUnits } from 'viem'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  caip,
  chainId,
  eth,
  fakeApi,
  settle,
  setup,
  usdc,
  user,
} from '../../../test/swapFixtures.js'
import { ConvertHttpError } from '../../errors/swap.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('opens on the native token with balances, prices and the network fee in USD', async () => {
  const { swap, state, statuses } = setup()
  await swap.init({ address: user, chainId })
  expect(statuses).toEqual(['initialising', 'loadingPrices', 'idle'])
  const swapState = state()
  expect(swapState.sourceToken).toMatchObject({ symbol: 'ETH', balance: '2.5', price: 3000 })
  expect(swapState.toToken).toBeUndefined()
  // Held tokens, most valuable first; the rest in the model product's suggested order.
  expect(swapState.myTokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
  expect(swapState.popularTokens.map((token) => token.symbol)).toEqual(['WBTC', 'DAI'])
  expect(swapState.networkPrice).toBe(3000)
  // 150,000 gas (SPEC §9) at 2 gwei = 0.0003 ETH = $0.90.
  expect(swapState.gasFee).toBe(300_000_000_000_000n)
  expect(swapState.gasPriceInUSD).toBeCloseTo(0.9)
  expect(swapState.account).toBe(caip(user))
})

test('init fails with the spec texts: initialize, network unsupported, network token price', async () => {
  const down = setup({
    api: fakeApi({ tokens: () => Promise.reject(new TypeError('Failed to fetch')) }).api,
  })
  await expect(down.swap.init({ address: user, chainId })).rejects.toMatchObject({
    name: 'SwapInitializeError',
    shortMessage: 'Failed to initialize swap',
  })
  expect(down.state().status).toBe('idle')

  const unsupported = setup({
    api: fakeApi({
      // The gas price route refuses first, in its own words: still the swap's message.
      gasPrice: () =>
        Promise.reject(
          new ConvertHttpError({
            status: 400,
            url: 'http://127.0.0.1:9/v1/convert/gas-price',
            message: 'Network not supported for Gas Price',
          }),
        ),
      tokens: () =>
        Promise.reject(
          new ConvertHttpError({
            status: 400,
            url: 'http://127.0.0.1:9/v1/convert/tokens',
            message: 'Network not supported for Swaps',
          }),
        ),
    }).api,
  })
  await expect(unsupported.swap.init({ address: user, chainId: 5 })).rejects.toMatchObject({
    name: 'SwapNetworkUnsupportedError',
    shortMessage: 'Network not supported for Swaps',
  })

  const unpriced = setup({
    api: fakeApi({ prices: () => Promise.reject(new Error('HTTP status code: 502')) }).api,
  })
  await expect(unpriced.swap.init({ address: user, chainId })).rejects.toMatchObject({
    shortMessage: 'Failed to fetch network token price',
  })
  // Still usable: the balances' own prices stand in, and the swap can go on.
  expect(unpriced.state()).toMatchObject({ status: 'idle', networkPrice: 2900 })
  expect(unpriced.state().tokens).toHaveLength(4)
})

test('typing: digits and one separator only; short balance at once; quote 300 ms after the last key', async () => {
  const { api, calls } = fakeApi()
  const { swap, state } = setup({ api })
  await swap.init({ address: user, chainId, preset: { toToken: 'usdc' } })
  expect(state().toToken?.symbol).toBe('USDC')

  expect(swap.setAmount('1e3')).toBe(false)
  expect(swap.setAmount('1.2.3')).toBe(false)
  for (const typed of ['0', '0.', '0.1']) {
    expect(swap.setAmount(typed)).toBe(true)
    await vi.advanceTimersByTimeAsync(100)
  }
  // '0.' while typing is not called incorrect, and no quote was asked for yet.
  expect(state()).toMatchObject({ status: 'loadingQuote', inputError: undefined })
  expect(calls.filter((call) => call.method === 'quotes')).toHaveLength(0)
  await settle()
  const quotes = calls.filter((call) => call.method === 'quotes')
  expect(quotes).toHaveLength(1)
  expect(quotes[0]?.parameters).toEqual({
    amount: 10n ** 17n,
    userAddress: caip(user),
    from: eth.address,
    to: usdc.address,
    gasPrice: 2_000_000_000n,
  })
  // 0.1 ETH at $3000 = 300 USDC, 1 % max slippage, 0.85 % provider fee of what is sold.
  expect(state()).toMatchObject({
    status: 'idle',
    toTokenAmount: '300',
    maxSlippage: '3',
    toTokenMinAmount: '297',
    priceImpact: 0.12,
    providerFee: '0.00085',
    inputError: undefined,
  })

  swap.setAmount('3')
  expect(state().inputError).toBe('Insufficient balance')
  await settle()
  // Still quoted, so the person sees what it would give, and still short.
  expect(state()).toMatchObject({ toTokenAmount: '9000', inputError: 'Insufficient balance' })

  swap.setAmount('0.')
  await settle()
  expect(state()).toMatchObject({ inputError: 'Incorrect amount', toTokenAmount: '' })
  expect(calls.filter((call) => call.method === 'quotes')).toHaveLength(2)

  swap.setAmount('')
  expect(state()).toMatchObject({ status: 'idle', inputError: undefined, toTokenAmount: '' })
})

test('an answer to an older amount never replaces the newer one', async () => {
  // Each quote is held until the test releases it.
  const release: (() => void)[] = []
  const base = fakeApi()
  const { swap, state } = setup({
    api: {
      ...base.api,
      quotes: (parameters) =>
        new Promise((resolve) => {
          release.push(() => resolve(base.api.quotes(parameters)))
        }),
    },
  })
  await swap.init({ address: user, chainId, preset: { toToken: 'USDC' } })
  swap.setAmount('0.1')
  await settle()
  swap.setAmount('0.2')
  await settle()
  expect(release).toHaveLength(2)
  release[1]?.()
  await vi.advanceTimersByTimeAsync(0)
  expect(state().toTokenAmount).toBe('600')
  // The first answer arrives last: dropped.
  release[0]?.()
  await vi.advanceTimersByTimeAsync(0)
  expect(state().toTokenAmount).toBe('600')
  expect(state().sourceTokenAmount).toBe('0.2')
})

test('a server refusal of the quote becomes the input error the Review button shows', async () => {
  const { swap, state } = setup({
    api: fakeApi({
      quotes: () =>
        Promise.reject(
          new ConvertHttpError({
            status: 400,
            url: 'x',
            message: 'Insufficient liquidity for WBTC',
          }),
        ),
    }).api,
  })
  await swap.init({ address: user, chainId, preset: { toToken: 'WBTC', amount: '1' } })
  await settle()
  expect(state()).toMatchObject({
    inputError: 'Insufficient liquidity for WBTC',
    toTokenAmount: '',
  })
})

test('a server that fails leaves the amount valid and says so; retryQuote asks again (issue 16, item 9)', async () => {
  let fail = true
  const { api } = fakeApi({})
  const quotes = api.quotes
  const { swap, state } = setup({
    api: {
      ...api,
      quotes: (parameters) =>
        fail
          ? Promise.reject(new ConvertHttpError({ status: 503, url: 'x', message: 'Down' }))
          : quotes(parameters),
    },
  })
  await swap.init({ address: user, chainId, preset: { toToken: 'USDC', amount: '0.1' } })
  await settle()
  expect(state()).toMatchObject({ quoteFailed: true, inputError: undefined, toTokenAmount: '' })
  fail = false
  swap.retryQuote()
  await settle()
  expect(state().quoteFailed).toBe(false)
  expect(state().toTokenAmount).not.toBe('')
})

test('switching sides and picking the other side’s token', async () => {
  const { swap, state } = setup()
  await swap.init({ address: user, chainId, preset: { toToken: 'USDC', amount: '0.1' } })
  await settle()
  swap.switchTokens()
  expect(state()).toMatchObject({
    sourceToken: { symbol: 'USDC' },
    toToken: { symbol: 'ETH' },
    sourceTokenAmount: '300',
    sourceTokenPriceInUSD: 1,
    inputError: 'Insufficient balance',
  })
  await settle()
  // 300 × the fake pool's USDC→ETH rate, which it rounds to 6 decimals (0.000333).
  expect(state().toTokenAmount).toBe('0.0999')
  const ether = state().tokens.find((token) => token.symbol === 'ETH')
  if (!ether) throw new Error('no ETH')
  swap.selectToken('sourceToken', ether)
  expect(state()).toMatchObject({ sourceToken: { symbol: 'ETH' }, toToken: { symbol: 'USDC' } })
  swap.setMax()
  // 2.5 ETH less two swaps' gas at 2 gwei (0.0006 ETH).
  expect(state().sourceTokenAmount).toBe('2.4994')
  expect(parseUnits(state().sourceTokenAmount, 18)).toBeLessThan(parseUnits('2.5', 18))
})

test('open({ view: "Swap", arguments }) hands the presets to the Swap view', () => {
  const { airlock } = setup()
  airlock.open({ view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'USDC', amount: '0.1' } })
  expect(airlock.store.getState().router).toMatchObject({
    history: ['Swap'],
    data: { swap: { fromToken: 'ETH', toToken: 'USDC', amount: '0.1' } },
  })
})
