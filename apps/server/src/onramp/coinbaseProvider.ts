import { z } from 'zod'
import type { BlockchainChain } from '../blockchain/resolveBlockchainChains.js'
import { OnRampCheckoutRefusedError, OnRampProviderUnavailableError } from '../errors/onramp.js'
import { computeOnRampQuote } from './computeOnRampQuote.js'
import { createCdpJwt } from './createCdpJwt.js'
import { fallbackOnRampOptions } from './fallbackOnRampOptions.js'
import { fetchProviderJson } from './fetchProviderJson.js'
import { knownOnRampNetworks } from './onRampNetworkName.js'
import type { OnRampCheckoutRequest, OnRampProvider } from './onRampProvider.js'
import { onRampTransactionsResponse } from './onRampTransactionRecord.js'
import { toOnRampTransaction } from './toOnRampTransaction.js'

export type CoinbaseProviderParameters = {
  /** `COINBASE_ONRAMP_APP_ID`: the CDP project id the hosted Onramp is opened for. */
  appId: string
  /** `COINBASE_ONRAMP_API_KEY_NAME` and `_SECRET`: session tokens and the purchase status API. */
  apiKeyName?: string | undefined
  apiKeySecret?: string | undefined
  /** This server's `PUBLIC_URL`, for the logo and token icons. */
  publicUrl: string
  /** The served chains, for token icons in the history. */
  chains: readonly BlockchainChain[]
  /** Defaults to the global `fetch`; tests inject one (Coinbase has no stand-in in the sandbox). */
  fetch?: typeof fetch | undefined
}

const name = 'Coinbase'
const payUrl = 'https://pay.coinbase.com/buy/select-asset'
const apiHost = 'api.developer.coinbase.com'
// What the quote estimates; Coinbase shows its own fee at checkout (its range is 1–2 %).
const feeBasisPoints = 150
const tokenResponse = z.union([
  z.object({ token: z.string().min(1) }),
  z.object({ data: z.object({ token: z.string().min(1) }) }),
])
const chainIds = new Map(
  Object.entries(knownOnRampNetworks).map(([chainId, network]) => [network, Number(chainId)]),
)

/**
 * Coinbase Onramp, from the operator's CDP keys. The checkout is Coinbase's hosted page
 * (`https://pay.coinbase.com/buy/select-asset`): with an API key, this server first asks
 * Coinbase for a session token holding the addresses and assets (`POST /onramp/v1/token`) and
 * the URL carries only that token; without one, the URL carries `appId`, `addresses` and
 * `assets`. Either way it presets network, asset, fiat amount and currency from the quote and
 * passes `partnerUserId`. Purchases come from Coinbase's transaction status API, which needs the
 * API key and finds purchases by `partnerUserId`: the modal passes the buyer's address as it.
 * Coinbase's options API is not called (it wants the buyer's country): options are the spec's.
 *
 * @param parameters - App id, optional API key, this server's URL and chains.
 * @returns The provider.
 *
 * @example
 * import { coinbaseProvider } from './onramp/coinbaseProvider.js'
 * const provider = coinbaseProvider({ appId: process.env.COINBASE_ONRAMP_APP_ID, publicUrl, chains })
 */
export function coinbaseProvider({
  appId,
  apiKeyName,
  apiKeySecret,
  publicUrl,
  chains,
  fetch: fetchFn,
}: CoinbaseProviderParameters): OnRampProvider {
  const key =
    apiKeyName !== undefined && apiKeySecret !== undefined
      ? { keyName: apiKeyName, keySecret: apiKeySecret }
      : undefined
  const call = (method: string, path: string, body?: unknown) => {
    if (!key) throw new Error('Coinbase API calls need COINBASE_ONRAMP_API_KEY_NAME and _SECRET')
    const jwt = createCdpJwt({ ...key, method, host: apiHost, path: path.split('?')[0] ?? path })
    return fetchProviderJson(
      `https://${apiHost}${path}`,
      {
        method,
        headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      { provider: name, fetch: fetchFn },
    )
  }

  async function sessionToken(request: OnRampCheckoutRequest): Promise<string> {
    const { status, body } = await call('POST', '/onramp/v1/token', {
      addresses: request.destinations.map(({ address, blockchains }) => ({ address, blockchains })),
      assets: [...new Set(request.destinations.flatMap((wallet) => wallet.assets))],
    })
    if (status >= 400 && status < 500)
      throw new OnRampCheckoutRefusedError({
        provider: name,
        reason: `The session token request failed with HTTP status code: ${status}`,
      })
    const answer = tokenResponse.safeParse(body)
    if (status !== 200 || !answer.success)
      throw new OnRampProviderUnavailableError({ provider: name, cause: answer.error })
    return 'token' in answer.data ? answer.data.token : answer.data.data.token
  }

  return {
    id: 'coinbase',
    name,
    logoUrl: `${publicUrl}/public/getOnRampProviderImage/coinbase`,
    logo: { label: 'CB', background: '#1E3A5F' },
    feeRange: '1-2%',
    namespaces: ['eip155'],
    fallbackOptions: fallbackOnRampOptions(),

    async options() {
      throw new OnRampProviderUnavailableError({ provider: name })
    },

    quote: (input, context) =>
      computeOnRampQuote({
        ...input,
        ...context,
        feeBasisPoints,
        currency: input.paymentCurrency,
        gasUnits: input.native ? 21_000n : 65_000n,
      }),

    async createCheckout(request) {
      const { quote } = request
      const url = new URL(payUrl)
      const set = (parameter: string, value: string | number | undefined) => {
        if (value !== undefined && value !== '') url.searchParams.set(parameter, String(value))
      }
      if (key) set('sessionToken', await sessionToken(request))
      else {
        set('appId', appId)
        set(
          'addresses',
          JSON.stringify(
            Object.fromEntries(
              request.destinations.map((wallet) => [wallet.address, wallet.blockchains]),
            ),
          ),
        )
        set(
          'assets',
          JSON.stringify([...new Set(request.destinations.flatMap((wallet) => wallet.assets))]),
        )
      }
      set('defaultNetwork', quote?.network ?? request.defaultNetwork)
      set('defaultAsset', quote?.asset ?? request.defaultAsset)
      if (quote) set('presetFiatAmount', quote.paymentTotal)
      else if (request.presetFiatAmount !== undefined)
        set('presetFiatAmount', request.presetFiatAmount)
      else set('presetCryptoAmount', request.presetCryptoAmount)
      set('fiatCurrency', quote?.paymentCurrency ?? request.paymentCurrency)
      if (quote) set('defaultPaymentMethod', quote.paymentMethod.toUpperCase())
      set('partnerUserId', request.partnerUserId)
      set('defaultExperience', request.defaultExperience ?? 'buy')
      return url.toString()
    },

    async purchases(address) {
      // Without an API key there is no way to ask Coinbase: the history has no purchases then.
      if (!key) return []
      const { status, body } = await call(
        'GET',
        `/onramp/v1/buy/user/${encodeURIComponent(address)}/transactions?page_size=20`,
      )
      const answer = onRampTransactionsResponse.safeParse(body)
      if (status !== 200 || !answer.success)
        throw new OnRampProviderUnavailableError({ provider: name, cause: answer.error })
      return answer.data.transactions
        .filter(
          (record) =>
            !record.wallet_address || record.wallet_address.toLowerCase() === address.toLowerCase(),
        )
        .map((record) => {
          const chainId = chainIds.get(record.purchase_network) ?? 1
          const chain = chains.find((candidate) => candidate.chainId === chainId)
          const token = chain?.tokens.find(
            (candidate) => candidate.symbol === record.purchase_currency,
          )
          return toOnRampTransaction(record, {
            chain: `eip155:${chainId}`,
            sentFrom: name,
            iconUrl: token?.iconUrl ?? '',
          })
        })
    },
  }
}
