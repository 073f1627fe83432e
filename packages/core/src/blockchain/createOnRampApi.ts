// Only types come from `@airlock/protocol`'s on-ramp module: its zod schemas would carry all of
// zod (about 90 kB gzipped) into the browser. The answers are checked here against the same
// shapes instead, and `createOnRampApi.test.ts` holds these checks to the schemas.
import type {
  OnRampOptionsResponse,
  OnRampProvidersResponse,
  OnRampQuoteRequest,
  OnRampQuoteResponse,
  OnRampUrlRequest,
} from '@airlock/protocol'
import { OnRampHttpError, OnRampResponseError } from '../errors/onRamp.js'
import type { Transaction } from './createBlockchainApi.js'

export type OnRampApi = {
  /** `GET /v1/onramp/providers`: the providers the operator configured, and restricted zones. */
  providers(parameters?: { signal?: AbortSignal | undefined }): Promise<OnRampProvidersResponse>
  /** `GET /v1/onramp/options`: fiat currencies with limits, and what can be bought where. */
  options(parameters?: { signal?: AbortSignal | undefined }): Promise<OnRampOptionsResponse>
  /** `POST /v1/onramp/quote`: fees, subtotal, total and the crypto amount for a fiat amount. */
  quote(
    request: OnRampQuoteRequest,
    parameters?: { signal?: AbortSignal | undefined },
  ): Promise<OnRampQuoteResponse>
  /** `POST /v1/generators/onrampurl`: the provider's checkout URL (always http or https). */
  url(request: OnRampUrlRequest): Promise<string>
  /** `GET /v1/account/{address}/history?onramp=<provider>`: the address's purchases, newest first. */
  purchases(parameters: {
    address: string
    provider: string
    /** Only purchases delivered on this EVM chain. Defaults to all chains. */
    chainId?: number | undefined
    signal?: AbortSignal | undefined
  }): Promise<Transaction[]>
}

export type CreateOnRampApiParameters = {
  /** Base URL of the Airlock server. */
  apiUrl: string
  projectId: string
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch | undefined
}

/**
 * The client of the server's on-ramp routes (model-product §3.5): providers, options, quotes,
 * checkout URLs and purchase history. Every answer is checked against its `@airlock/protocol`
 * shape; a failed call throws `OnRampHttpError` with the server's message as `details`.
 *
 * @param parameters - Where the server is, and the project id every call carries.
 * @returns The client.
 *
 * @example
 * import { createOnRampApi } from '@airlock/core'
 * const api = createOnRampApi({ apiUrl: 'http://127.0.0.1:8787', projectId: 'dev' })
 * const { providers } = await api.providers()
 */
export function createOnRampApi({
  apiUrl,
  projectId,
  fetch: fetchFn = globalThis.fetch,
}: CreateOnRampApiParameters): OnRampApi {
  const call = async <body>(
    path: string,
    shape: Shape,
    {
      query = {},
      body,
      signal,
    }: {
      query?: Record<string, string | undefined>
      body?: unknown
      signal?: AbortSignal | undefined
    } = {},
  ): Promise<body> => {
    const search = new URLSearchParams({ projectId })
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) search.set(key, value)
    const url = `${apiUrl}${path}?${search}`
    const response = await fetchFn(url, {
      ...(body === undefined
        ? {}
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
      ...(signal ? { signal } : {}),
    })
    const answer: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const { name, message } = (answer ?? {}) as { name?: unknown; message?: unknown }
      throw new OnRampHttpError({
        status: response.status,
        url,
        serverName: typeof name === 'string' ? name : undefined,
        details: typeof message === 'string' ? message : undefined,
      })
    }
    const problem = mismatch(answer, shape, 'body')
    if (problem) throw new OnRampResponseError({ url, details: problem })
    return answer as body
  }

  return {
    providers: ({ signal } = {}) => call('/v1/onramp/providers', shapes.providers, { signal }),
    options: ({ signal } = {}) => call('/v1/onramp/options', shapes.options, { signal }),
    quote: (request, { signal } = {}) =>
      call('/v1/onramp/quote', shapes.quote, { body: request, signal }),
    async url(request) {
      const { url } = await call<{ url: string }>('/v1/generators/onrampurl', shapes.url, {
        body: request,
      })
      // The popup is navigated to this URL from our own about:blank page: a `javascript:` URL
      // would run in the dapp's origin.
      if (!/^https?:\/\//i.test(url))
        throw new OnRampResponseError({
          url: `${apiUrl}/v1/generators/onrampurl`,
          details: `The checkout URL is not http(s): ${url.slice(0, 40)}`,
        })
      return url
    },
    async purchases({ address, provider, chainId, signal }) {
      const page = await call<{ data: Transaction[] }>(
        `/v1/account/${address}/history`,
        shapes.history,
        {
          query: {
            onramp: provider,
            chainId: chainId === undefined ? undefined : `eip155:${chainId}`,
          },
          signal,
        },
      )
      return page.data
    },
  }
}

/**
 * A JSON shape: a primitive's name (`?` when it may be missing, `|null` when it may be null), a
 * one-element array for "array of", or an object of field shapes. Unknown fields pass, as zod's
 * objects let them.
 */
type Shape = 'string' | 'string?' | 'string|null' | 'number' | 'unknown' | [Shape] | ShapeObject
type ShapeObject = { [field: string]: Shape }

/** Where `value` departs from `shape`, as `body.providers[0].name: expected string`; or undefined. */
function mismatch(value: unknown, shape: Shape, path: string): string | undefined {
  if (shape === 'unknown') return undefined
  if (typeof shape === 'string') {
    if (shape === 'string?' && value === undefined) return undefined
    if (shape === 'string|null' && value === null) return undefined
    const type = shape === 'number' ? 'number' : 'string'
    return typeof value === type ? undefined : `${path}: expected ${type}`
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return `${path}: expected array`
    for (const [index, item] of value.entries()) {
      const problem = mismatch(item, shape[0], `${path}[${index}]`)
      if (problem) return problem
    }
    return undefined
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `${path}: expected object`
  for (const [field, fieldShape] of Object.entries(shape)) {
    const problem = mismatch(
      (value as Record<string, unknown>)[field],
      fieldShape,
      `${path}.${field}`,
    )
    if (problem) return problem
  }
  return undefined
}

const amount: ShapeObject = { amount: 'string', currency: 'string' }

/** The `@airlock/protocol` on-ramp shapes, field for field (`onramp.ts`, `blockchain.ts`). */
const shapes = {
  providers: {
    providers: [
      {
        id: 'string',
        name: 'string',
        logoUrl: 'string',
        feeRange: 'string',
        namespaces: ['string'],
      },
    ],
    restrictedTimezones: ['string'],
  },
  options: {
    paymentCurrencies: [
      {
        id: 'string',
        payment_method_limits: [{ id: 'string', min: 'string', max: 'string' }],
      },
    ],
    purchaseCurrencies: [
      {
        id: 'string',
        name: 'string',
        symbol: 'string',
        networks: [
          {
            name: 'string',
            display_name: 'string',
            chain_id: 'string',
            contract_address: 'string',
          },
        ],
        iconUrl: 'string?',
      },
    ],
  },
  quote: {
    paymentTotal: amount,
    paymentSubtotal: amount,
    purchaseAmount: amount,
    coinbaseFee: amount,
    networkFee: amount,
    quoteId: 'string',
    provider: 'string?',
  },
  url: { url: 'string' },
  // What the views read of a purchase; the history schema itself is stricter.
  history: {
    data: [
      {
        id: 'string',
        metadata: { hash: 'string', chain: 'string', minedAt: 'string', status: 'string' },
        transfers: [{ direction: 'string', quantity: { numeric: 'string' } }],
      },
    ],
    next: 'string|null',
  },
} satisfies Record<string, ShapeObject>
