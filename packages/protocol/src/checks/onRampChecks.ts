// The answers of the on-ramp routes (`/v1/onramp/*`, `POST /v1/generators/onrampurl`), as checks
// of `check.ts`: each is typed against the protocol's type, so a changed wire shape fails the build,
// and the browser checks answers without zod.
import type {
  OnRampAmount,
  OnRampOptionsResponse,
  OnRampProvidersResponse,
  OnRampQuoteResponse,
  OnRampUrlResponse,
} from '../onramp.js'
import { array, type Check, object, optional, string } from './check.js'

/** `GET /v1/onramp/providers`. */
export const providersResponse: Check<OnRampProvidersResponse> = object({
  providers: array(
    object({
      id: string,
      name: string,
      logoUrl: string,
      feeRange: string,
      namespaces: array(string),
    }),
  ),
  restrictedTimezones: array(string),
})

/** `GET /v1/onramp/options`. */
export const optionsResponse: Check<OnRampOptionsResponse> = object({
  paymentCurrencies: array(
    object({
      id: string,
      payment_method_limits: array(object({ id: string, min: string, max: string })),
    }),
  ),
  purchaseCurrencies: array(
    object({
      id: string,
      name: string,
      symbol: string,
      networks: array(
        object({
          name: string,
          display_name: string,
          chain_id: string,
          contract_address: string,
        }),
      ),
      iconUrl: optional(string),
    }),
  ),
})

const amount: Check<OnRampAmount> = object({ amount: string, currency: string })

/** `POST /v1/onramp/quote`. */
export const quoteResponse: Check<OnRampQuoteResponse> = object({
  paymentTotal: amount,
  paymentSubtotal: amount,
  purchaseAmount: amount,
  coinbaseFee: amount,
  networkFee: amount,
  quoteId: string,
  provider: optional(string),
})

/** `POST /v1/generators/onrampurl`. */
export const urlResponse: Check<OnRampUrlResponse> = object({ url: string })
