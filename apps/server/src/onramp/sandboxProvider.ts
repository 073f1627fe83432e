import { onRampOptionsResponse } from '@airlock/protocol/schemas'
import { z } from 'zod'
import type { BlockchainChain } from '../blockchain/resolveBlockchainChains.js'
import { defaultDevnet } from '../config/defaultDevnet.js'
import {
  OnRampCheckoutRefusedError,
  OnRampProviderUnavailableError,
  QuoteRequiredError,
} from '../errors/onramp.js'
import type { SolanaChain } from '../solana/resolveSolanaChains.js'
import { computeOnRampQuote } from './computeOnRampQuote.js'
import { fallbackOnRampOptions } from './fallbackOnRampOptions.js'
import { fetchProviderJson } from './fetchProviderJson.js'
import { onRampNetworkName } from './onRampNetworkName.js'
import type { OnRampProvider } from './onRampProvider.js'
import { onRampTransactionsResponse } from './onRampTransactionRecord.js'
import { toOnRampTransaction } from './toOnRampTransaction.js'

export type SandboxProviderParameters = {
  /** `ONRAMP_SANDBOX_URL`, without a trailing slash. */
  url: string
  /** This server's `PUBLIC_URL`, for the logo. */
  publicUrl: string
  /** The served chains: the devnet ones are the fallback's networks and name the icons. */
  chains: readonly BlockchainChain[]
  /**
   * The served Solana clusters (`resolveSolanaChains`): with one, the provider delivers to
   * `solana` too (the sandbox sells SOL and USDC on the devnet's cluster). Defaults to none.
   */
  solanaChains?: readonly SolanaChain[] | undefined
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch | undefined
  /** The devnet's chain ids. Defaults to the checkout's devnet (`defaultDevnet`). */
  devnetChainIds?: readonly number[] | undefined
}

const name = 'Airlock Sandbox'
const feeBasisPoints = 150
const sessionResponse = z.object({ id: z.string(), url: z.string().url() })
const errorResponse = z.object({ message: z.string() })

/**
 * The embedded default on-ramp: the sandbox's stand-in provider, which takes test cards and
 * really delivers on the devnet from its treasury. As with Coinbase's session tokens, this server
 * opens the checkout session server-side (`POST {sandbox}/onramp/v1/sessions` with the quoted
 * terms), so the URL carries only the session id (and the modal's `locale`) and the sandbox
 * delivers exactly what was quoted.
 * Its fee is 1.5 %; purchases come from `GET {sandbox}/onramp/v1/transactions?address=`. With a
 * Solana cluster served, it delivers to Solana addresses too (`namespaces` then lists `solana`).
 *
 * @param parameters - The sandbox's URL, this server's URL and chains.
 * @returns The provider.
 *
 * @example
 * import { sandboxProvider } from './onramp/sandboxProvider.js'
 * const provider = sandboxProvider({ url: 'http://127.0.0.1:8790', publicUrl, chains })
 * const options = await provider.options()
 */
export function sandboxProvider({
  url,
  publicUrl,
  chains,
  solanaChains = [],
  fetch: fetchFn,
  devnetChainIds = (defaultDevnet()?.manifest.chains ?? []).map((chain) => chain.chainId),
}: SandboxProviderParameters): OnRampProvider {
  const devnetIds = new Set(devnetChainIds)
  const devnet = chains.filter((chain) => devnetIds.has(chain.chainId))
  const call = (path: string, init: RequestInit = {}) =>
    fetchProviderJson(`${url}${path}`, init, { provider: name, fetch: fetchFn })
  const iconOf = (caip: string, symbol: string) => {
    const chain =
      chains.find((candidate) => candidate.caipNetworkId === caip) ??
      solanaChains.find((candidate) => candidate.caipNetworkId === caip)
    if (chain?.nativeCurrency.symbol === symbol) return chain.nativeCurrency.iconUrl
    const tokens: readonly { symbol: string; iconUrl: string }[] = chain?.tokens ?? []
    return tokens.find((token) => token.symbol === symbol)?.iconUrl ?? ''
  }

  return {
    id: 'sandbox',
    name,
    logoUrl: `${publicUrl}/public/getOnRampProviderImage/sandbox`,
    logo: { label: 'SB', background: '#5B21B6' },
    feeRange: '1-2%',
    namespaces: solanaChains.length > 0 ? ['eip155', 'solana'] : ['eip155'],
    fallbackOptions: fallbackOnRampOptions(devnet),

    async options() {
      const { status, body } = await call('/onramp/v1/options')
      const options = onRampOptionsResponse.safeParse(body)
      if (status !== 200 || !options.success)
        throw new OnRampProviderUnavailableError({ provider: name, cause: options.error })
      return options.data
    },

    quote: (input, context) =>
      computeOnRampQuote({
        ...input,
        ...context,
        feeBasisPoints,
        currency: input.paymentCurrency,
        gasUnits: input.native ? 21_000n : 65_000n,
      }),

    async createCheckout({ quote, quoteId, destinations, partnerUserId, locale }) {
      if (!quote || !quoteId) throw new QuoteRequiredError({ provider: name })
      const destination = destinations.find((wallet) => wallet.blockchains.includes(quote.network))
      const { status, body } = await call('/onramp/v1/sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          destinationAddress: destination?.address,
          chainId: quote.chainId,
          asset: quote.asset,
          purchaseAmount: quote.purchaseAmount,
          paymentTotal: quote.paymentTotal,
          paymentSubtotal: quote.paymentSubtotal,
          providerFee: quote.providerFee,
          networkFee: quote.networkFee,
          fiatCurrency: quote.paymentCurrency,
          quoteId,
          partnerUserId,
          // The sandbox takes the language as its own (`de-AT` → `de`) and puts it in the URL.
          locale,
        }),
      })
      if (status >= 400 && status < 500) {
        const refusal = errorResponse.safeParse(body)
        throw new OnRampCheckoutRefusedError({
          provider: name,
          reason: refusal.success ? refusal.data.message : `HTTP status code: ${status}`,
        })
      }
      const session = sessionResponse.safeParse(body)
      if (status !== 201 || !session.success)
        throw new OnRampProviderUnavailableError({ provider: name, cause: session.error })
      return session.data.url
    },

    async purchases(address) {
      const { status, body } = await call(
        `/onramp/v1/transactions?address=${encodeURIComponent(address)}`,
      )
      const answer = onRampTransactionsResponse.safeParse(body)
      if (status !== 200 || !answer.success)
        throw new OnRampProviderUnavailableError({ provider: name, cause: answer.error })
      return answer.data.transactions.map((record) => {
        // The sandbox names the chain: an EVM chain id, or a Solana cluster's CAIP-2 id.
        const chain = record.chain_id?.startsWith('solana:')
          ? record.chain_id
          : `eip155:${
              Number(record.chain_id) ||
              (devnet.find((known) => onRampNetworkName(known) === record.purchase_network)
                ?.chainId ??
                0)
            }`
        return toOnRampTransaction(record, {
          chain,
          sentFrom: name,
          iconUrl: iconOf(chain, record.purchase_currency),
        })
      })
    },
  }
}
