import type {
  ConvertAllowanceResponse,
  ConvertApproveResponse,
  ConvertBuildRequest,
  ConvertBuildResponse,
  ConvertGasPriceResponse,
  ConvertQuote,
  ConvertToken,
  FungiblePriceResponse,
} from '@airlock/protocol'
import { ConvertHttpError, ConvertRequestError, ConvertResponseError } from '../errors/swap.js'

// Answers are checked against the shapes of `@airlock/protocol`'s convert schemas by the small
// checks below rather than by those zod schemas: zod would add ~28 KiB gzip to the modal's swap
// chunk. Each check is typed against the protocol's type, so a changed wire shape fails the build,
// and createConvertApi.test.ts runs both on the same samples to show they accept the same bodies.

type Check<value> = (input: unknown, path: string) => value

class ShapeError extends Error {}
const fail = (path: string, expected: string): never => {
  throw new ShapeError(`${path || 'body'}: expected ${expected}`)
}
const string: Check<string> = (input, path) =>
  typeof input === 'string' ? input : fail(path, 'a string')
const number: Check<number> = (input, path) =>
  typeof input === 'number' && Number.isFinite(input) ? input : fail(path, 'a number')
const integer: Check<number> = (input, path) =>
  Number.isSafeInteger(input) ? (input as number) : fail(path, 'a safe integer')
const boolean: Check<boolean> = (input, path) =>
  typeof input === 'boolean' ? input : fail(path, 'a boolean')
/** A whole number of base units, as the protocol's `integerString`. */
const units: Check<string> = (input, path) =>
  typeof input === 'string' && /^\d{1,78}$/.test(input)
    ? input
    : fail(path, 'a whole number of base units')
const optional =
  <value>(check: Check<value>): Check<value | undefined> =>
  (input, path) =>
    input === undefined ? undefined : check(input, path)
const nullable =
  <value>(check: Check<value>): Check<value | null> =>
  (input, path) =>
    input === null ? null : check(input, path)
const array =
  <value>(check: Check<value>): Check<value[]> =>
  (input, path) =>
    Array.isArray(input)
      ? input.map((item, index) => check(item, `${path}[${index}]`))
      : fail(path, 'an array')
const object =
  <shape extends Record<string, Check<unknown>>>(
    shape: shape,
  ): Check<{ [key in keyof shape]: ReturnType<shape[key]> }> =>
  (input, path) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return fail(path, 'an object')
    const record = input as Record<string, unknown>
    const output: Record<string, unknown> = {}
    for (const [key, check] of Object.entries(shape)) {
      const value = check(record[key], path ? `${path}.${key}` : key)
      // Absent optional fields stay absent, as zod leaves them.
      if (value !== undefined) output[key] = value
    }
    return output as { [key in keyof shape]: ReturnType<shape[key]> }
  }

const token: Check<ConvertToken> = object({
  name: string,
  symbol: string,
  address: string,
  decimals: integer,
  logoUri: string,
  eip2612: optional(boolean),
})
const tokensResponse = object({ tokens: array(token) })
const quote: Check<ConvertQuote> = object({
  id: nullable(string),
  fromAmount: units,
  fromAccount: string,
  toAmount: units,
  toAccount: string,
  path: optional(array(string)),
  priceImpact: optional(number),
  providerFee: optional(object({ rate: number, amount: units })),
})
const quotesResponse = object({ quotes: array(quote) })
const allowanceResponse: Check<ConvertAllowanceResponse> = object({ allowance: units })
const gasPriceResponse: Check<ConvertGasPriceResponse> = object({
  standard: units,
  fast: units,
  instant: units,
})
const approveResponse: Check<ConvertApproveResponse> = object({
  tx: object({
    from: string,
    to: string,
    data: string,
    value: units,
    eip155: object({ gas: integer, gasPrice: units }),
  }),
})
const buildResponse: Check<ConvertBuildResponse> = object({
  tx: object({
    from: string,
    to: string,
    data: string,
    amount: units,
    eip155: object({ gas: units, gasPrice: units }),
  }),
  toAmount: optional(units),
  toAmountMin: optional(units),
  deadline: optional(integer),
})
const pricesResponse: Check<FungiblePriceResponse> = object({
  fungibles: array(object({ name: string, symbol: string, iconUrl: string, price: number })),
})

/**
 * The client of the server's swap routes (`/v1/convert/*`, SPEC §7) and of the token prices the
 * swap shows (`POST /v1/fungible/price`). Token ids and `userAddress` are CAIP-10; amounts are
 * whole numbers of base units, as on the wire.
 */
export type ConvertApi = {
  /** The tokens that can be swapped on `chainId` (CAIP-2). */
  tokens(parameters: { chainId: string; signal?: AbortSignal | undefined }): Promise<ConvertToken[]>
  /** Quotes for selling `amount` of `from` for `to`, the best first. */
  quotes(parameters: {
    amount: bigint
    userAddress: string
    from: string
    to: string
    gasPrice: bigint
    signal?: AbortSignal | undefined
  }): Promise<ConvertQuote[]>
  /** What the router may spend of `tokenAddress` for `userAddress`, in base units. */
  allowance(parameters: {
    tokenAddress: string
    userAddress: string
    signal?: AbortSignal | undefined
  }): Promise<bigint>
  /** Gas prices on `chainId` (CAIP-2), in wei. */
  gasPrice(parameters: {
    chainId: string
    signal?: AbortSignal | undefined
  }): Promise<{ standard: bigint; fast: bigint; instant: bigint }>
  /** The `approve` transaction that lets the router spend exactly `amount` of `from`. */
  buildApprove(parameters: {
    userAddress: string
    from: string
    to: string
    amount: bigint
  }): Promise<ConvertApproveResponse['tx']>
  /** The swap transaction. */
  buildTransaction(body: ConvertBuildRequest): Promise<ConvertBuildResponse>
  /** USD prices of tokens (CAIP-10), in the order asked. */
  prices(parameters: { addresses: readonly string[] }): Promise<number[]>
}

export type CreateConvertApiParameters = {
  /** Base URL of the Airlock server. */
  apiUrl: string
  projectId: string
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch | undefined
}

/**
 * Creates the client of the swap routes. Every answer is checked against its wire shape; a
 * failure is a `ConvertHttpError` carrying the server's message (such as 'Network not supported
 * for Swaps'), a `ConvertRequestError` or a `ConvertResponseError`.
 *
 * @param parameters - The server, the project id, and optionally a `fetch` of your own.
 * @returns The client.
 *
 * @example
 * import { createConvertApi } from '@airlock/core'
 * const api = createConvertApi({ apiUrl: 'http://127.0.0.1:8787', projectId: 'dev' })
 * const tokens = await api.tokens({ chainId: 'eip155:31337' })
 */
export function createConvertApi({
  apiUrl,
  projectId,
  fetch: fetchFn = globalThis.fetch,
}: CreateConvertApiParameters): ConvertApi {
  const request = async <body>(
    path: string,
    check: Check<body>,
    init: { query?: Record<string, string>; body?: unknown; signal?: AbortSignal | undefined },
  ): Promise<body> => {
    const search = new URLSearchParams({ projectId, ...init.query })
    const url = `${apiUrl}${path}?${search}`
    let response: Response
    try {
      response = await fetchFn(url, {
        ...(init.body === undefined
          ? {}
          : // No Content-Type of its own (text/plain, as the model product's client posts):
            // a simple request, which needs no CORS preflight before every build.
            { method: 'POST', body: JSON.stringify(init.body) }),
        ...(init.signal ? { signal: init.signal } : {}),
      })
    } catch (cause) {
      throw new ConvertRequestError({ url, cause })
    }
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = (typeof json === 'object' && json !== null ? json : {}) as Record<
        string,
        unknown
      >
      throw new ConvertHttpError({
        status: response.status,
        url,
        message: typeof error.message === 'string' ? error.message : undefined,
        serverName: typeof error.name === 'string' ? error.name : undefined,
        details: typeof error.details === 'string' ? error.details : undefined,
      })
    }
    try {
      return check(json, '')
    } catch (error) {
      if (!(error instanceof ShapeError)) throw error
      throw new ConvertResponseError({ url, details: error.message })
    }
  }

  return {
    async tokens({ chainId, signal }) {
      return (await request('/v1/convert/tokens', tokensResponse, { query: { chainId }, signal }))
        .tokens
    },
    async quotes({ amount, userAddress, from, to, gasPrice, signal }) {
      const query = {
        amount: amount.toString(),
        userAddress,
        from,
        to,
        gasPrice: gasPrice.toString(),
      }
      return (await request('/v1/convert/quotes', quotesResponse, { query, signal })).quotes
    },
    async allowance({ tokenAddress, userAddress, signal }) {
      const query = { tokenAddress, userAddress }
      const body = await request('/v1/convert/allowance', allowanceResponse, { query, signal })
      return BigInt(body.allowance)
    },
    async gasPrice({ chainId, signal }) {
      const body = await request('/v1/convert/gas-price', gasPriceResponse, {
        query: { chainId },
        signal,
      })
      return {
        standard: BigInt(body.standard),
        fast: BigInt(body.fast),
        instant: BigInt(body.instant),
      }
    },
    async buildApprove({ userAddress, from, to, amount }) {
      const query = { userAddress, from, to, amount: amount.toString() }
      return (await request('/v1/convert/build-approve', approveResponse, { query })).tx
    },
    buildTransaction(body) {
      return request('/v1/convert/build-transaction', buildResponse, { body })
    },
    async prices({ addresses }) {
      const body = await request('/v1/fungible/price', pricesResponse, {
        body: { currency: 'usd', addresses },
      })
      if (body.fungibles.length !== addresses.length)
        throw new ConvertResponseError({
          url: `${apiUrl}/v1/fungible/price`,
          details: `fungibles: expected ${addresses.length} prices, got ${body.fungibles.length}`,
        })
      return body.fungibles.map((fungible) => fungible.price)
    },
  }
}
