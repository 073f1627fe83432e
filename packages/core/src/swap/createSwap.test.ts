import type { ConvertQuote, ConvertToken } from '@airlock/protocol'
import { encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { Balance } from '../api/createBlockchainApi.js'
import type { ConvertApi } from '../api/createConvertApi.js'
import { createAirlock } from '../createAirlock.js'
import { ConvertHttpError } from '../errors/swap.js'
import { createStorage } from '../storage/createStorage.js'
import { createSwap, type SwapWallet } from './createSwap.js'

// The swap's state machine against a fake convert API and wallet: the network is not the point
// here (e2e/swap.spec.ts swaps on the devnet through the real server).

const chainId = 31337
const user = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const router = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6'
const weth = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const caip = (address: string) => `eip155:${chainId}:${address}`
const tokens: ConvertToken[] = [
  {
    name: 'Dai Stablecoin',
    symbol: 'DAI',
    address: caip('0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'),
    decimals: 18,
    logoUri: '',
  },
  {
    name: 'Ether',
    symbol: 'ETH',
    address: caip('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'),
    decimals: 18,
    logoUri: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    address: caip('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'),
    decimals: 6,
    logoUri: '',
  },
  {
    name: 'Wrapped BTC',
    symbol: 'WBTC',
    address: caip('0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'),
    decimals: 8,
    logoUri: '',
  },
]
const [dai, eth, usdc] = tokens as [ConvertToken, ConvertToken, ConvertToken, ConvertToken]
const prices: Record<string, number> = { DAI: 1, ETH: 3000, USDC: 1, WBTC: 60000 }
const held: Balance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: `eip155:${chainId}`,
    price: 2900,
    quantity: { decimals: '18', numeric: '2.5' },
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: `eip155:${chainId}`,
    address: usdc.address,
    price: 1,
    quantity: { decimals: '6', numeric: '120.5' },
    iconUrl: '',
  },
]
const contract = (token: ConvertToken) => token.address.split(':')[2] as `0x${string}`
const native = (address: string) => address === eth.address
const routerAbi = [
  {
    type: 'function',
    name: 'swapExactETHForTokens',
    stateMutability: 'payable',
    inputs: [
      { name: 'amountOutMin', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'swapExactTokensForTokens',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'amountIn', type: 'uint256' },
      { name: 'amountOutMin', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

/** A price of one whole `from` in whole `to`, as a fake pool would quote it. */
const rate = (from: string, to: string) =>
  (prices[tokens.find((t) => t.address === from)?.symbol ?? ''] ?? 0) /
  (prices[tokens.find((t) => t.address === to)?.symbol ?? ''] ?? 1)
const decimalsOf = (address: string) => tokens.find((t) => t.address === address)?.decimals ?? 18
const quoteOf = (amount: bigint, from: string, to: string): bigint =>
  (amount * BigInt(Math.round(rate(from, to) * 1e6)) * 10n ** BigInt(decimalsOf(to))) /
  10n ** BigInt(decimalsOf(from)) /
  1_000_000n

type Calls = { method: keyof ConvertApi; parameters: unknown }[]

/** The fake convert API: quotes from `prices`, transactions a Uniswap V2 router would take. */
function fakeApi(overrides: Partial<ConvertApi> = {}, allowance = 0n) {
  const calls: Calls = []
  const record = <result>(method: keyof ConvertApi, parameters: unknown, result: result) => {
    calls.push({ method, parameters })
    return Promise.resolve(result)
  }
  const api: ConvertApi = {
    tokens: (parameters) => record('tokens', parameters, tokens),
    gasPrice: (parameters) =>
      record('gasPrice', parameters, { standard: 2_000_000_000n, fast: 3n, instant: 4n }),
    prices: ({ addresses }) =>
      record(
        'prices',
        { addresses },
        addresses.map(
          (address) => prices[tokens.find((t) => t.address === address)?.symbol ?? ''] ?? 0,
        ),
      ),
    quotes: ({ signal: _, ...parameters }) => {
      const quote: ConvertQuote = {
        id: null,
        fromAmount: parameters.amount.toString(),
        fromAccount: parameters.from,
        toAmount: quoteOf(parameters.amount, parameters.from, parameters.to).toString(),
        toAccount: parameters.to,
        priceImpact: 0.12,
        providerFee: { rate: 0.0085, amount: ((parameters.amount * 85n) / 10_000n).toString() },
      }
      return record('quotes', parameters, [quote])
    },
    allowance: (parameters) => record('allowance', parameters, allowance),
    buildApprove: (parameters) =>
      record('buildApprove', parameters, {
        from: caip(user),
        to: parameters.from,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [router, parameters.amount],
        }),
        value: '0',
        eip155: { gas: 55_000, gasPrice: '2000000000' },
      }),
    buildTransaction: (body) => {
      const amount = BigInt(body.amount)
      const least = (quoteOf(amount, body.from, body.to) * 99n) / 100n
      const deadline = BigInt(Math.floor(Date.now() / 1000) + 1200)
      const data = native(body.from)
        ? encodeFunctionData({
            abi: routerAbi,
            functionName: 'swapExactETHForTokens',
            args: [least, [weth, contract(usdc)], user, deadline],
          })
        : encodeFunctionData({
            abi: routerAbi,
            functionName: 'swapExactTokensForTokens',
            args: [
              amount,
              least,
              [body.from.split(':')[2] as `0x${string}`, body.to.split(':')[2] as `0x${string}`],
              user,
              deadline,
            ],
          })
      return record('buildTransaction', body, {
        tx: {
          from: caip(user),
          to: caip(router),
          data,
          amount: native(body.from) ? amount.toString() : '0',
          eip155: { gas: body.disableEstimate ? '150000' : '123456', gasPrice: '2000000000' },
        },
      })
    },
    ...overrides,
  }
  return { api, calls }
}

function fakeWallet(outcomes: ('mined' | 'reverted' | 'rejected')[] = []) {
  const sent: Parameters<SwapWallet['sendTransaction']>[0][] = []
  const results = new Map<string, boolean>()
  const wallet: SwapWallet = {
    async sendTransaction(parameters) {
      const outcome = outcomes.shift() ?? 'mined'
      if (outcome === 'rejected')
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      sent.push(parameters)
      const hash = `0x${sent.length.toString(16).padStart(64, '0')}` as `0x${string}`
      results.set(hash, outcome === 'mined')
      return hash
    },
    waitForTransaction: async (hash) => results.get(hash) ?? false,
  }
  return { wallet, sent }
}

function setup({ api = fakeApi().api, wallet = fakeWallet().wallet } = {}) {
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    storage: createStorage({
      backend: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
    }),
  })
  const balanceReads: unknown[] = []
  const swap = createSwap({
    airlock,
    api,
    balances: async (parameters) => {
      balanceReads.push(parameters)
      return held
    },
    wallet: async () => wallet,
  })
  const statuses: string[] = []
  airlock.store.subscribe((state, previous) => {
    if (state.swap.status !== previous.swap.status) statuses.push(state.swap.status)
  })
  return { airlock, swap, state: () => airlock.store.getState().swap, statuses, balanceReads }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Lets the debounce elapse and the fake API's answers arrive. */
const settle = () => vi.advanceTimersByTimeAsync(300)

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

test('ETH in needs no approval: the swap is built, checked and sent; then the state resets', async () => {
  const { api, calls } = fakeApi()
  const { wallet, sent } = fakeWallet()
  const { airlock, swap, state } = setup({ api, wallet })
  await swap.init({
    address: user,
    chainId,
    preset: { fromToken: 'ETH', toToken: 'USDC', amount: '0.1' },
  })
  await settle()
  await swap.prepare()
  expect(calls.map((call) => call.method)).not.toContain('allowance')
  expect(state()).toMatchObject({
    status: 'idle',
    approvalTransaction: undefined,
    swapTransaction: { to: router, value: 10n ** 17n, gas: 123_456n },
  })
  expect(calls.find((call) => call.method === 'buildTransaction')?.parameters).toMatchObject({
    amount: '100000000000000000',
    eip155: { slippage: 1 },
    disableEstimate: false,
  })
  const version = airlock.store.getState().portfolioVersion
  const hash = await swap.execute()
  expect(hash).toMatch(/^0x0+1$/)
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({ chainId, to: router, value: 10n ** 17n, gas: 123_456n })
  expect(state()).toMatchObject({ sourceToken: undefined, sourceTokenAmount: '', tokens: [] })
  expect(airlock.store.getState().portfolioVersion).toBe(version + 1)
  await vi.advanceTimersByTimeAsync(3_500)
  expect(airlock.store.getState().portfolioVersion).toBe(version + 3)
})

test('an ERC-20 with a short allowance is approved for the exact amount first, then swapped', async () => {
  const { api, calls } = fakeApi({}, 1_000_000n)
  const { wallet, sent } = fakeWallet()
  const { swap, state, statuses } = setup({ api, wallet })
  await swap.init({
    address: user,
    chainId,
    preset: { fromToken: 'USDC', toToken: 'DAI', amount: '5' },
  })
  await settle()
  statuses.length = 0
  await swap.prepare()
  expect(statuses).toEqual(['loadingApproval', 'idle'])
  expect(calls.find((call) => call.method === 'allowance')?.parameters).toEqual({
    tokenAddress: usdc.address,
    userAddress: caip(user),
  })
  expect(calls.find((call) => call.method === 'buildApprove')?.parameters).toEqual({
    userAddress: caip(user),
    from: usdc.address,
    to: dai.address,
    amount: 5_000_000n,
  })
  expect(state().approvalTransaction).toMatchObject({ to: contract(usdc), value: 0n, gas: 55_000n })
  // The fee covers both transactions: 55,000 + 150,000 gas at 2 gwei.
  expect(state().gasFee).toBe(205_000n * 2_000_000_000n)

  statuses.length = 0
  await swap.execute()
  expect(statuses).toEqual(['loadingApproval', 'loadingTransaction', 'idle'])
  expect(sent.map((transaction) => transaction.to)).toEqual([contract(usdc), router])
  // Rebuilt after the approval, with the gas estimated this time.
  expect(
    calls
      .filter((call) => call.method === 'buildTransaction')
      .map((call) => (call.parameters as { disableEstimate: boolean }).disableEstimate),
  ).toEqual([true, false])
  expect(sent[1]?.gas).toBe(123_456n)
})

test('an allowance that covers the amount skips the approval', async () => {
  const { api, calls } = fakeApi({}, 10_000_000n)
  const { swap, state } = setup({ api })
  await swap.init({
    address: user,
    chainId,
    preset: { fromToken: 'USDC', toToken: 'DAI', amount: '5' },
  })
  await settle()
  await swap.prepare()
  expect(calls.map((call) => call.method)).not.toContain('buildApprove')
  expect(state().approvalTransaction).toBeUndefined()
  expect(state().swapTransaction?.to).toBe(router)
})

test('each failed step says so with the spec text, and the state is idle again', async () => {
  const failing = async (overrides: Partial<ConvertApi>) => {
    const { swap, state } = setup({ api: fakeApi(overrides, 0n).api })
    await swap.init({
      address: user,
      chainId,
      preset: { fromToken: 'USDC', toToken: 'DAI', amount: '5' },
    })
    await settle()
    const error = await swap.prepare().catch((e: unknown) => e)
    expect(state().status).toBe('idle')
    return (error as { shortMessage: string }).shortMessage
  }
  const down = () => Promise.reject(new Error('HTTP status code: 502'))
  expect(await failing({ allowance: down })).toBe('Failed to check allowance')
  expect(await failing({ buildApprove: down })).toBe('Failed to create approval transaction')
  expect(await failing({ buildTransaction: down })).toBe('Failed to create transaction')
  // An approval of more than the amount is refused before the wallet sees it.
  const base = fakeApi().api
  expect(
    await failing({
      buildApprove: async (parameters) => ({
        ...(await base.buildApprove(parameters)),
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [router, 2n ** 256n - 1n],
        }),
      }),
    }),
  ).toBe('Failed to create approval transaction')

  const { swap } = setup()
  await swap.init({ address: user, chainId, preset: { toToken: 'DAI' } })
  await expect(swap.prepare()).rejects.toMatchObject({
    shortMessage: 'Please enter a valid amount',
  })
})

test('declining the approval in the wallet stops there; a reverted swap is a transaction error', async () => {
  const declined = fakeWallet(['rejected'])
  const first = setup({ api: fakeApi({}, 0n).api, wallet: declined.wallet })
  await first.swap.init({
    address: user,
    chainId,
    preset: { fromToken: 'USDC', toToken: 'DAI', amount: '5' },
  })
  await settle()
  await first.swap.prepare()
  await expect(first.swap.execute()).rejects.toMatchObject({
    name: 'SwapRejectedError',
    step: 'approval',
    shortMessage: 'Signature declined',
  })
  expect(declined.sent).toHaveLength(0)
  // Nothing was lost: the form is as it was, ready to review again.
  expect(first.state()).toMatchObject({ status: 'idle', sourceTokenAmount: '5' })
  expect(first.state().approvalTransaction).toBeDefined()

  const reverted = fakeWallet(['reverted'])
  const second = setup({ wallet: reverted.wallet })
  await second.swap.init({ address: user, chainId, preset: { toToken: 'USDC', amount: '0.1' } })
  await settle()
  await second.swap.prepare()
  await expect(second.swap.execute()).rejects.toMatchObject({
    name: 'SwapTransactionError',
    step: 'swap',
    shortMessage: 'Transaction error',
  })
  expect(second.state().status).toBe('idle')
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
