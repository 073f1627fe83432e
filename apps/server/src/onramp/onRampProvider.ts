import type { OnRampOptionsResponse, Transaction } from '@airlock/protocol'
import type { OnRampQuoteAmounts } from './computeOnRampQuote.js'
import type { QuoteTerms } from './createQuoteSigner.js'

/** What a provider prices a quote from: the buyer's request, read and checked by the route. */
export type OnRampQuoteInput = {
  /** Fiat paid, in cents. */
  totalCents: bigint
  /** Such as `USD`. */
  paymentCurrency: string
  /** Such as `card`. */
  paymentMethod: string
  /** The token's decimals. */
  decimals: number
  /** Whether the native currency is bought (a plain transfer) or a token (ERC-20, SPL). */
  native: boolean
}

/** Market data a quote is priced with, read by the route from the chain's price oracle. */
export type OnRampQuoteContext = {
  /** US dollars per whole token bought. */
  assetUsd: number
  /** US dollars per whole native token. */
  nativeUsd: number
  gasPriceWei: bigint
  /**
   * The delivery's fee in base units of the native currency where it is not gas × gas price
   * (Solana), and those units' decimals (defaults to 18).
   */
  deliveryFee?: bigint | undefined
  nativeDecimals?: number | undefined
  /** US dollars per unit of the payment currency, a decimal string. */
  usdPerFiat: string
}

/**
 * One destination of `POST /v1/generators/onrampurl`, its address checked: checksummed EVM, or
 * base58 Solana.
 */
export type OnRampDestination = { address: string; blockchains: string[]; assets: string[] }

/** A checked `POST /v1/generators/onrampurl` request, for the provider to turn into its URL. */
export type OnRampCheckoutRequest = {
  destinations: OnRampDestination[]
  /** The verified quote, when the request carried one. */
  quote: QuoteTerms | undefined
  /** The signed quote id itself, passed on to providers that keep it. */
  quoteId: string | undefined
  defaultNetwork: string | undefined
  defaultAsset: string | undefined
  presetFiatAmount: number | undefined
  presetCryptoAmount: number | undefined
  paymentCurrency: string | undefined
  partnerUserId: string
  defaultExperience: 'buy' | 'send' | undefined
  /** The dapp's project. */
  projectId: string
  /** The modal's language (a BCP 47 tag), for a checkout that can speak it. */
  locale: string | undefined
}

/**
 * An on-ramp provider: one file each (`sandboxProvider.ts`, `coinbaseProvider.ts`,
 * `meldProvider.ts`), chosen from the configuration by `createOnRampProviders`.
 */
export type OnRampProvider = {
  /** Such as `sandbox`: also the history's `onramp` filter. */
  id: string
  name: string
  /** Served by this server: `/public/getOnRampProviderImage/{id}`. */
  logoUrl: string
  /** The lettered mark drawn for `logoUrl` (our own drawing, never a brand's artwork). */
  logo: { label: string; background: string }
  /** Shown as is, such as `'1-2%'`. */
  feeRange: string
  /** CAIP-2 namespaces it delivers to. */
  namespaces: readonly string[]
  /** What it offers when `options()` fails. */
  fallbackOptions: OnRampOptionsResponse
  /** What it offers now; may throw (the route then uses `fallbackOptions`). */
  options(): Promise<OnRampOptionsResponse>
  /** Prices a purchase. */
  quote(input: OnRampQuoteInput, context: OnRampQuoteContext): OnRampQuoteAmounts
  /** The checkout URL to open in the popup. */
  createCheckout(request: OnRampCheckoutRequest): Promise<string>
  /** Purchases delivered to `address` (EVM or Solana), newest first, as history items. */
  purchases(address: string): Promise<Transaction[]>
}
