import {
  type Check,
  type ConvertApproveResponse,
  type ConvertBuildRequest,
  type ConvertBuildResponse,
  type ConvertQuote,
  type ConvertToken,
  convertChecks,
} from '@airlock/protocol'
import { ConvertHttpError, ConvertRequestError, ConvertResponseError } from '../errors/swap.js'
import { createHttpClient } from './createHttpClient.js'

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
  fetch: fetchFn,
}: CreateConvertApiParameters): ConvertApi {
  const client = createHttpClient({
    apiUrl,
    projectId,
    fetch: fetchFn,
    errors: {
      request: ({ url, cause }) => new ConvertRequestError({ url, cause }),
      status: ({ url, status, message, serverName, details }) =>
        new ConvertHttpError({ status, url, message, serverName, details }),
      response: ({ url, details }) => new ConvertResponseError({ url, details }),
    },
  })
  const request = <body>(
    path: string,
    check: Check<body>,
    init: { query?: Record<string, string>; body?: unknown; signal?: AbortSignal | undefined },
  ): Promise<body> =>
    // No Content-Type of its own on a POST (text/plain, as the model product's client posts): a
    // simple request, which needs no CORS preflight before every build.
    client.request(path, { query: init.query, body: init.body, signal: init.signal, check })

  return {
    async tokens({ chainId, signal }) {
      return (
        await request('/v1/convert/tokens', convertChecks.tokensResponse, {
          query: { chainId },
          signal,
        })
      ).tokens
    },
    async quotes({ amount, userAddress, from, to, gasPrice, signal }) {
      const query = {
        amount: amount.toString(),
        userAddress,
        from,
        to,
        gasPrice: gasPrice.toString(),
      }
      return (await request('/v1/convert/quotes', convertChecks.quotesResponse, { query, signal }))
        .quotes
    },
    async allowance({ tokenAddress, userAddress, signal }) {
      const query = { tokenAddress, userAddress }
      const body = await request('/v1/convert/allowance', convertChecks.allowanceResponse, {
        query,
        signal,
      })
      return BigInt(body.allowance)
    },
    async gasPrice({ chainId, signal }) {
      const body = await request('/v1/convert/gas-price', convertChecks.gasPriceResponse, {
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
      return (await request('/v1/convert/build-approve', convertChecks.approveResponse, { query }))
        .tx
    },
    buildTransaction(body) {
      return request('/v1/convert/build-transaction', convertChecks.buildResponse, { body })
    },
    async prices({ addresses }) {
      const body = await request('/v1/fungible/price', convertChecks.pricesResponse, {
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
