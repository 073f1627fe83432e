import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  onRampOptionsResponse,
  onRampProvidersResponse,
  onRampQuoteResponse,
  onRampUrlResponse,
} from '@airlock/protocol/schemas'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { z } from 'zod'
import { buyer, options, purchase, quote, sandbox } from '../../test/onRampFixtures.js'
import { OnRampHttpError, OnRampResponseError } from '../errors/onRamp.js'
import { createOnRampApi } from './createOnRampApi.js'

// A real HTTP server on 127.0.0.1 answers whatever the test puts in `next`, and records requests.
let next: { status: number; body: unknown } = { status: 200, body: {} }
const requests: { method: string; url: string; type: string | undefined; body: string }[] = []
const server = createServer(async (request: IncomingMessage, response) => {
  let body = ''
  for await (const chunk of request) body += chunk
  requests.push({
    method: request.method ?? '',
    url: request.url ?? '',
    type: request.headers['content-type'],
    body,
  })
  response.writeHead(next.status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(next.body))
})
let api: ReturnType<typeof createOnRampApi>
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  api = createOnRampApi({ apiUrl: `http://127.0.0.1:${port}`, projectId: 'demo' })
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const answer = (body: unknown, status = 200) => {
  next = { status, body }
  requests.length = 0
}

test('reads providers, options and purchases with the project id and the onramp filter', async () => {
  answer({ providers: [sandbox], restrictedTimezones: ['ASIA/SHANGHAI'] })
  expect(await api.providers()).toEqual({
    providers: [sandbox],
    restrictedTimezones: ['ASIA/SHANGHAI'],
  })
  expect(requests[0]).toMatchObject({ method: 'GET', url: '/v1/onramp/providers?projectId=demo' })

  answer(options)
  expect(await api.options()).toEqual(options)
  expect(requests[0]?.url).toBe('/v1/onramp/options?projectId=demo')

  answer({ data: [purchase('1', 'SUCCESS')], next: null })
  expect(await api.purchases({ address: buyer, provider: 'sandbox', chainId: 31337 })).toEqual([
    purchase('1', 'SUCCESS'),
  ])
  expect(requests[0]?.url).toBe(
    `/v1/account/${buyer}/history?projectId=demo&onramp=sandbox&chainId=eip155%3A31337`,
  )
})

test('posts quotes and checkout requests as JSON', async () => {
  answer(quote)
  const request = {
    purchaseCurrency: 'USDC',
    paymentCurrency: 'USD',
    amount: '50',
    network: 'airlock-devnet',
  }
  expect(await api.quote(request)).toEqual(quote)
  expect(requests[0]).toEqual({
    method: 'POST',
    url: '/v1/onramp/quote?projectId=demo',
    type: 'application/json',
    body: JSON.stringify(request),
  })

  answer({ url: 'http://127.0.0.1:8790/onramp/checkout/abc' })
  expect(
    await api.url({
      destinationWallets: [{ address: buyer, blockchains: ['airlock-devnet'], assets: ['USDC'] }],
      partnerUserId: buyer,
    }),
  ).toBe('http://127.0.0.1:8790/onramp/checkout/abc')
  expect(requests[0]?.url).toBe('/v1/generators/onrampurl?projectId=demo')
})

test("a refusal carries the spec's status message and the server's reason", async () => {
  answer({ name: 'ValidationError', message: 'amount: must be at most 7500.00 USD' }, 400)
  const error = await api
    .quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '9000', network: 'x' })
    .catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(OnRampHttpError)
  expect(error).toMatchObject({
    status: 400,
    shortMessage: 'HTTP status code: 400',
    serverName: 'ValidationError',
    details: 'amount: must be at most 7500.00 USD',
  })
})

test('a checkout URL that is not http(s) is refused: the popup would run it in this origin', async () => {
  answer({ url: 'javascript:alert(document.cookie)' })
  await expect(
    api.url({
      destinationWallets: [{ address: buyer, blockchains: [], assets: [] }],
      partnerUserId: '',
    }),
  ).rejects.toThrow(OnRampResponseError)
})

/** Every place in a JSON value, as a path of keys and indexes. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return [
    prefix,
    ...Object.entries(value).flatMap(([key, item]) =>
      paths(item, [...prefix, Array.isArray(value) ? Number(key) : key]),
    ),
  ]
}

/** `value` with the thing at `path` replaced (or removed, for `undefined`). */
function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path as [string | number, ...(string | number)[]]
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >
  copy[head] = replaceAt(copy[head], rest, replacement)
  if (replacement === undefined && rest.length === 0) delete copy[head]
  return copy
}

// The client asks one thing more than the schema of a checkout URL: that it is http(s).
const httpUrl = (body: unknown) =>
  /^https?:\/\//i.test(String((body as { url?: unknown } | null)?.url))

const cases: [string, z.ZodType, unknown, () => Promise<unknown>, (body: unknown) => boolean][] = [
  [
    'providers',
    onRampProvidersResponse,
    { providers: [sandbox], restrictedTimezones: ['ASIA/SHANGHAI'] },
    () => api.providers(),
    () => true,
  ],
  ['options', onRampOptionsResponse, options, () => api.options(), () => true],
  [
    'quote',
    onRampQuoteResponse,
    quote,
    () =>
      api.quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '1', network: 'x' }),
    () => true,
  ],
  [
    'url',
    onRampUrlResponse,
    { url: 'https://pay.example/checkout' },
    () =>
      api.url({
        destinationWallets: [{ address: buyer, blockchains: [], assets: [] }],
        partnerUserId: '',
      }),
    httpUrl,
  ],
]

test.each(cases)(
  'the client takes a %s answer exactly when the protocol schema does',
  async (_name, schema, valid, call, extra) => {
    const replacement = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.integer(),
      fc.string(),
      fc.boolean(),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths(valid)), replacement, async (path, value) => {
        const body = replaceAt(valid, path, value)
        // JSON drops `undefined`: judge the body the client will really see.
        const sent: unknown = JSON.parse(JSON.stringify(body ?? null))
        answer(sent)
        const taken = await call().then(
          () => true,
          (error: unknown) => {
            expect(error).toBeInstanceOf(OnRampResponseError)
            return false
          },
        )
        expect(taken).toBe(schema.safeParse(sent).success && extra(sent))
      }),
      { numRuns: 150 },
    )
  },
)
