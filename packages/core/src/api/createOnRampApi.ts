import {
  blockchainChecks,
  type OnRampOptionsResponse,
  type OnRampProvidersResponse,
  type OnRampQuoteRequest,
  type OnRampQuoteResponse,
  type OnRampUrlRequest,
  onRampChecks,
} from '@airlock/protocol'
import { OnRampHttpError, OnRampResponseError } from '../errors/onRamp.js'
import type { Transaction } from './createBlockchainApi.js'
import { createHttpClient } from './createHttpClient.js'

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
    /**
     * Only purchases delivered on this chain: an EVM chain id, or a CAIP-2 id such as a Solana
     * cluster's. Defaults to all chains.
     */
    chainId?: number | string | undefined
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
  fetch: fetchFn,
}: CreateOnRampApiParameters): OnRampApi {
  const client = createHttpClient({
    apiUrl,
    projectId,
    fetch: fetchFn,
    errors: {
      // A failed `fetch` (offline, aborted) reaches the caller as the runtime's own error.
      request: ({ cause }) => cause,
      status: ({ url, status, serverName, message }) =>
        new OnRampHttpError({ status, url, serverName, details: message }),
      response: ({ url, details }) => new OnRampResponseError({ url, details }),
    },
  })
  const post = { 'content-type': 'application/json' }

  return {
    providers: ({ signal } = {}) =>
      client.request('/v1/onramp/providers', { signal, check: onRampChecks.providersResponse }),
    options: ({ signal } = {}) =>
      client.request('/v1/onramp/options', { signal, check: onRampChecks.optionsResponse }),
    quote: (request, { signal } = {}) =>
      client.request('/v1/onramp/quote', {
        body: request,
        headers: post,
        signal,
        check: onRampChecks.quoteResponse,
      }),
    async url(request) {
      const { url } = await client.request('/v1/generators/onrampurl', {
        body: request,
        headers: post,
        check: onRampChecks.urlResponse,
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
      const page = await client.request(`/v1/account/${address}/history`, {
        query: {
          onramp: provider,
          chainId: typeof chainId === 'number' ? `eip155:${chainId}` : chainId,
        },
        signal,
        check: blockchainChecks.historyResponse,
      })
      return page.data
    },
  }
}
