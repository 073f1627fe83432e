// The swap's fake convert API and wallet, its tokens, prices and balances, shared by the
// createSwap tests (quote, approval, build and execute): the network is not the point there
// (e2e/swap.spec.ts swaps on the devnet through the real server).
import type { ConvertQuote, ConvertToken } from '@airlock/protocol'
import { encodeFunctionData, erc20Abi } from 'viem'
import { vi } from 'vitest'
import { createSwap, type SwapWallet } from '../src/actions/swap/createSwap.js'
import type { Balance } from '../src/api/createBlockchainApi.js'
import type { ConvertApi } from '../src/api/createConvertApi.js'
import { createAirlock } from '../src/createAirlock.js'
import { createStorage } from '../src/storage/createStorage.js'
import { routerAbi } from './routerAbi.js'

export const chainId = 31337
export const user = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
export const router = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6'
const weth = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const caip = (address: string) => `eip155:${chainId}:${address}`
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
export const [dai, eth, usdc] = tokens as [ConvertToken, ConvertToken, ConvertToken, ConvertToken]
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
export const contract = (token: ConvertToken) => token.address.split(':')[2] as `0x${string}`
const native = (address: string) => address === eth.address

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
export function fakeApi(overrides: Partial<ConvertApi> = {}, allowance = 0n) {
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

export function fakeWallet(outcomes: ('mined' | 'reverted' | 'rejected')[] = []) {
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

export function setup({ api = fakeApi().api, wallet = fakeWallet().wallet } = {}) {
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

/** Lets the debounce elapse and the fake API's answers arrive. */
export const settle = () => vi.advanceTimersByTimeAsync(300)
