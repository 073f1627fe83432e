import { z } from 'zod'
import { languageTag } from './languageTag.js'

// Wire shapes of the on-ramp part of the Blockchain API (SPEC §7, the model product's
// `/v1/onramp/*` and `/v1/generators/onrampurl`), answered by Airlock's server from the on-ramp
// providers the operator configures (the sandbox checkout in the embedded default). Field names
// follow the model product, including Coinbase's snake_case.

/** A payment method's limits for one fiat currency, as decimal strings (`'10.00'`). */
export const paymentMethodLimit = z.object({ id: z.string(), min: z.string(), max: z.string() })
export type PaymentMethodLimit = z.infer<typeof paymentMethodLimit>

/** A fiat currency a buyer pays with. `id` is the ISO 4217 code (`USD`). */
export const onRampPaymentCurrency = z.object({
  id: z.string(),
  payment_method_limits: z.array(paymentMethodLimit),
})
export type OnRampPaymentCurrency = z.infer<typeof onRampPaymentCurrency>

/** A network a purchase currency is delivered on. `chain_id` is the EVM chain id as a string. */
export const onRampNetwork = z.object({
  name: z.string(),
  display_name: z.string(),
  chain_id: z.string(),
  /** The token contract, or `''` for the chain's native currency. */
  contract_address: z.string(),
})
export type OnRampNetwork = z.infer<typeof onRampNetwork>

/** A crypto currency that can be bought. `id` is its symbol as the provider names it (`USDC`). */
export const onRampPurchaseCurrency = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(onRampNetwork),
  /** Served by this server; Airlock's addition. */
  iconUrl: z.string().optional(),
})
export type OnRampPurchaseCurrency = z.infer<typeof onRampPurchaseCurrency>

/** `GET /v1/onramp/options`. */
export const onRampOptionsResponse = z.object({
  paymentCurrencies: z.array(onRampPaymentCurrency),
  purchaseCurrencies: z.array(onRampPurchaseCurrency),
})
export type OnRampOptionsResponse = z.infer<typeof onRampOptionsResponse>

/** An on-ramp provider the operator configured, for the OnRampProviders view (Airlock's addition). */
export const onRampProvider = z.object({
  /** Such as `sandbox`, `coinbase`, `meld`: also the `onramp` filter of the history. */
  id: z.string(),
  name: z.string(),
  /** Served by this server. */
  logoUrl: z.string(),
  /** Shown as is, such as `'1-2%'`. */
  feeRange: z.string(),
  /** CAIP-2 namespaces the provider delivers to. */
  namespaces: z.array(z.string()),
})
export type OnRampProvider = z.infer<typeof onRampProvider>

/**
 * `GET /v1/onramp/providers` → the configured providers, the default first. Empty when the
 * operator restricts the buyer's country (read by the server from a proxy header). The modal hides
 * buying when the browser's time zone is in `restrictedTimezones` (IANA names, upper case).
 */
export const onRampProvidersResponse = z.object({
  providers: z.array(onRampProvider),
  restrictedTimezones: z.array(z.string()),
})
export type OnRampProvidersResponse = z.infer<typeof onRampProvidersResponse>

/** `POST /v1/onramp/quote` body. `amount` is the fiat amount paid, a decimal string. */
export const onRampQuoteRequest = z.object({
  purchaseCurrency: z.string(),
  paymentCurrency: z.string(),
  amount: z.string(),
  /** A network `name` from the options (`ethereum`, `devnet`…). */
  network: z.string(),
  /** Defaults to the first configured provider. */
  provider: z.string().optional(),
  /** Defaults to `card`. */
  paymentMethod: z.string().optional(),
})
export type OnRampQuoteRequest = z.infer<typeof onRampQuoteRequest>

/** A sum of money or crypto: a decimal string and its currency code. */
export const onRampAmount = z.object({ amount: z.string(), currency: z.string() })
export type OnRampAmount = z.infer<typeof onRampAmount>

/**
 * `POST /v1/onramp/quote` → what the buyer pays and gets: `paymentSubtotal` + `coinbaseFee` +
 * `networkFee` = `paymentTotal`; `purchaseAmount` is the crypto delivered.
 */
export const onRampQuoteResponse = z.object({
  paymentTotal: onRampAmount,
  paymentSubtotal: onRampAmount,
  purchaseAmount: onRampAmount,
  /** The provider's fee (the model product's name, whatever the provider). */
  coinbaseFee: onRampAmount,
  networkFee: onRampAmount,
  quoteId: z.string(),
  /** Airlock's addition: the provider that quoted. */
  provider: z.string().optional(),
})
export type OnRampQuoteResponse = z.infer<typeof onRampQuoteResponse>

/** `POST /v1/generators/onrampurl` body. */
export const onRampUrlRequest = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string(),
        /** Network names from the options. */
        blockchains: z.array(z.string()),
        /** Purchase currency ids. */
        assets: z.array(z.string()),
      }),
    )
    .min(1)
    .max(10),
  defaultNetwork: z.string().optional(),
  partnerUserId: z.string().max(128),
  defaultExperience: z.enum(['buy', 'send']).optional(),
  presetCryptoAmount: z.number().positive().optional(),
  presetFiatAmount: z.number().positive().optional(),
  /** Airlock's additions: which provider, the quote being accepted, and the fiat currency. */
  provider: z.string().optional(),
  quoteId: z.string().optional(),
  paymentCurrency: z.string().optional(),
  /**
   * Airlock's addition: the modal's language (a BCP 47 tag such as `de` or `pt-BR`), for a
   * checkout that can speak it (the sandbox's does).
   */
  locale: languageTag.optional(),
})
export type OnRampUrlRequest = z.infer<typeof onRampUrlRequest>

/** `POST /v1/generators/onrampurl` → the provider's checkout, to open in a popup. */
export const onRampUrlResponse = z.object({ url: z.string() })
export type OnRampUrlResponse = z.infer<typeof onRampUrlResponse>
