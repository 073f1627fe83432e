import {
  convertAllowanceResponse,
  convertApproveResponse,
  convertBuildResponse,
  convertGasPriceResponse,
  convertQuotesResponse,
  convertTokensResponse,
  fungiblePriceResponse,
} from '@airlock/protocol/schemas'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { ConvertHttpError, ConvertRequestError, ConvertResponseError } from '../errors/swap.js'
import { type ConvertApi, createConvertApi } from './createConvertApi.js'

const usdc = 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const eth = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const user = 'eip155:31337:0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

/** A client whose fetch records each request and answers `status` with `body`. */
function clientAnswering(body: unknown, status = 200) {
  const requests: { url: URL; method: string; body: string | undefined; headers: Headers }[] = []
  const api = createConvertApi({
    apiUrl: 'http://airlock.test',
    projectId: 'dev',
    fetch: async (input, init) => {
      requests.push({
        url: new URL(String(input)),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? init.body : undefined,
        headers: new Headers(init?.headers),
      })
      return new Response(JSON.stringify(body), { status })
    },
  })
  return { api, requests }
}

const quote = {
  id: null,
  fromAmount: '100000000000000000',
  fromAccount: eth,
  toAmount: '294123456',
  toAccount: usdc,
  path: ['0x5FbDB2315678afecb367f032d93F642f64180aa3', usdc.slice(13)],
  priceImpact: 0.05,
  providerFee: { rate: 0.0085, amount: '850000000000000' },
}

test('asks the routes of SPEC §7 with CAIP-10 ids, base units and the project id', async () => {
  const { api, requests } = clientAnswering({ quotes: [quote] })
  const quotes = await api.quotes({
    amount: 10n ** 17n,
    userAddress: user,
    from: eth,
    to: usdc,
    gasPrice: 1_000_000_000n,
  })
  expect(quotes).toEqual([quote])
  const [request] = requests
  expect(request?.url.pathname).toBe('/v1/convert/quotes')
  expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
    projectId: 'dev',
    amount: '100000000000000000',
    userAddress: user,
    from: eth,
    to: usdc,
    gasPrice: '1000000000',
  })

  const build = clientAnswering({
    tx: {
      from: user,
      to: 'eip155:31337:0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6',
      data: '0x7ff36ab5',
      amount: '100000000000000000',
      eip155: { gas: '150000', gasPrice: '1000000000' },
    },
  })
  await build.api.buildTransaction({
    amount: '100000000000000000',
    eip155: { slippage: 1 },
    from: eth,
    to: usdc,
    userAddress: user,
  })
  expect(build.requests[0]?.method).toBe('POST')
  expect(build.requests[0]?.url.pathname).toBe('/v1/convert/build-transaction')
  // A simple request, as the model product's client sends it: no preflight before each build.
  expect(build.requests[0]?.headers.get('content-type')).toBeNull()
  expect(JSON.parse(build.requests[0]?.body ?? '')).toEqual({
    amount: '100000000000000000',
    eip155: { slippage: 1 },
    from: eth,
    to: usdc,
    userAddress: user,
  })

  const allowance = clientAnswering({ allowance: '5000000' })
  expect(await allowance.api.allowance({ tokenAddress: usdc, userAddress: user })).toBe(5_000_000n)
  expect(allowance.requests[0]?.url.search).toBe(
    `?projectId=dev&tokenAddress=${encodeURIComponent(usdc)}&userAddress=${encodeURIComponent(user)}`,
  )

  const gas = clientAnswering({ standard: '1', fast: '2', instant: '3' })
  expect(await gas.api.gasPrice({ chainId: 'eip155:31337' })).toEqual({
    standard: 1n,
    fast: 2n,
    instant: 3n,
  })

  const prices = clientAnswering({
    fungibles: [
      { name: 'Ether', symbol: 'ETH', iconUrl: '', price: 2941.5 },
      { name: 'USD Coin', symbol: 'USDC', iconUrl: '', price: 1 },
    ],
  })
  expect(await prices.api.prices({ addresses: [eth, usdc] })).toEqual([2941.5, 1])
  expect(JSON.parse(prices.requests[0]?.body ?? '')).toEqual({
    currency: 'usd',
    addresses: [eth, usdc],
  })
})

test("a refusal carries the server's message; an unreachable server and a bad body say so", async () => {
  const unsupported = clientAnswering(
    { name: 'SwapNetworkUnsupportedError', message: 'Network not supported for Swaps' },
    400,
  )
  const error = await unsupported.api.tokens({ chainId: 'eip155:5' }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ConvertHttpError)
  expect((error as ConvertHttpError).shortMessage).toBe('Network not supported for Swaps')
  expect((error as ConvertHttpError).status).toBe(400)
  expect((error as ConvertHttpError).serverName).toBe('SwapNetworkUnsupportedError')

  const bare = clientAnswering('oops', 502)
  const http = await bare.api.gasPrice({ chainId: 'eip155:1' }).catch((e: unknown) => e)
  expect((http as ConvertHttpError).shortMessage).toBe('HTTP status code: 502')

  const down = createConvertApi({
    apiUrl: 'http://airlock.test',
    projectId: 'dev',
    fetch: () => Promise.reject(new TypeError('Failed to fetch')),
  })
  await expect(down.tokens({ chainId: 'eip155:1' })).rejects.toBeInstanceOf(ConvertRequestError)

  const wrong = clientAnswering({ quotes: [{ ...quote, toAmount: '-5' }] })
  const shape = await wrong.api
    .quotes({ amount: 1n, userAddress: user, from: eth, to: usdc, gasPrice: 1n })
    .catch((e: unknown) => e)
  expect(shape).toBeInstanceOf(ConvertResponseError)
  expect((shape as ConvertResponseError).details).toBe(
    'quotes[0].toAmount: expected a whole number of base units',
  )

  const short = clientAnswering({ fungibles: [] })
  await expect(short.api.prices({ addresses: [eth] })).rejects.toBeInstanceOf(ConvertResponseError)
})

// The client's checks stand in for the protocol's zod schemas (which the browser must not
// carry): on valid bodies and on every one-field corruption of them, both must agree.
const samples = {
  tokens: {
    schema: convertTokensResponse,
    call: (api: ConvertApi) => api.tokens({ chainId: 'eip155:31337' }),
    body: {
      tokens: [
        { name: 'Ether', symbol: 'ETH', address: eth, decimals: 18, logoUri: '' },
        {
          name: 'USD Coin',
          symbol: 'USDC',
          address: usdc,
          decimals: 6,
          logoUri: '/u.svg',
          eip2612: true,
        },
      ],
    },
  },
  quotes: {
    schema: convertQuotesResponse,
    call: (api: ConvertApi) =>
      api.quotes({ amount: 1n, userAddress: user, from: eth, to: usdc, gasPrice: 1n }),
    body: { quotes: [quote, { ...quote, id: 'q1', path: undefined, providerFee: undefined }] },
  },
  allowance: {
    schema: convertAllowanceResponse,
    call: (api: ConvertApi) => api.allowance({ tokenAddress: usdc, userAddress: user }),
    body: { allowance: '0' },
  },
  gasPrice: {
    schema: convertGasPriceResponse,
    call: (api: ConvertApi) => api.gasPrice({ chainId: 'eip155:31337' }),
    body: { standard: '1000000000', fast: '1500000000', instant: '2000000000' },
  },
  approve: {
    schema: convertApproveResponse,
    call: (api: ConvertApi) =>
      api.buildApprove({ userAddress: user, from: usdc, to: eth, amount: 1n }),
    body: {
      tx: {
        from: user,
        to: usdc,
        data: '0x095ea7b3',
        value: '0',
        eip155: { gas: 60000, gasPrice: '1000000000' },
      },
    },
  },
  build: {
    schema: convertBuildResponse,
    call: (api: ConvertApi) =>
      api.buildTransaction({ amount: '1', from: eth, to: usdc, userAddress: user }),
    body: {
      tx: {
        from: user,
        to: usdc,
        data: '0x',
        amount: '1',
        eip155: { gas: '150000', gasPrice: '1' },
      },
      toAmount: '100',
      toAmountMin: '99',
      deadline: 1_900_000_000,
    },
  },
  prices: {
    schema: fungiblePriceResponse,
    call: (api: ConvertApi) => api.prices({ addresses: [eth] }),
    body: { fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 2900 }] },
  },
}

/** Every path to a leaf of `value`, such as `['tx', 'eip155', 'gas']`. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [path]
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, [...path, Array.isArray(value) ? Number(key) : key]),
  )
}

function replaced(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  const [head, ...rest] = path
  if (head === undefined) return leaf
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >
  copy[head] = replaced(copy[head], rest, leaf)
  return copy
}

const accepted = async (call: (api: ConvertApi) => Promise<unknown>, body: unknown) => {
  try {
    await call(clientAnswering(body).api)
    return true
  } catch (error) {
    if (error instanceof ConvertResponseError) return false
    throw error
  }
}

test('accepts exactly the bodies the protocol schemas accept', async () => {
  const corruptions = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.string({ maxLength: 4 }),
    fc.constantFrom('-1', '1.5', '0x10', '', '12', '1'.repeat(79)),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant([]),
    fc.constant({}),
  )
  for (const [name, { schema, call, body }] of Object.entries(samples)) {
    expect(await accepted(call, body), name).toBe(true)
    expect(schema.safeParse(body).success, name).toBe(true)
    const paths = leaves(body)
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), corruptions, async (path, leaf) => {
        // As it arrives: through JSON, where NaN and Infinity become null.
        const corrupted = JSON.parse(JSON.stringify(replaced(body, path, leaf)) ?? 'null')
        // The prices call also checks that it got one price per address asked.
        if (name === 'prices' && leaf === undefined && path.length === 2) return
        expect(await accepted(call, corrupted)).toBe(schema.safeParse(corrupted).success)
      }),
      { numRuns: 150 },
    )
  }
})
