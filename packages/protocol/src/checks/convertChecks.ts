// The answers of the swap routes (`/v1/convert/*`) and of `POST /v1/fungible/price`, as checks of
// `check.ts`: each is typed against the protocol's type, so a changed wire shape fails the build.

import type { FungiblePriceResponse } from '../blockchain.js'
import type {
  ConvertAllowanceResponse,
  ConvertApproveResponse,
  ConvertBuildResponse,
  ConvertGasPriceResponse,
  ConvertQuote,
  ConvertToken,
} from '../convert.js'
import {
  array,
  boolean,
  type Check,
  integer,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
  units,
} from './check.js'

export const token: Check<ConvertToken> = object({
  name: string,
  symbol: string,
  address: string,
  decimals: integer,
  logoUri: string,
  eip2612: optional(boolean),
})
export const tokensResponse = object({ tokens: array(token) })
export const quote: Check<ConvertQuote> = object({
  id: nullable(string),
  fromAmount: units,
  fromAccount: string,
  toAmount: units,
  toAccount: string,
  path: optional(array(string)),
  priceImpact: optional(number),
  providerFee: optional(object({ rate: number, amount: units })),
})
export const quotesResponse = object({ quotes: array(quote) })
export const allowanceResponse: Check<ConvertAllowanceResponse> = object({ allowance: units })
export const gasPriceResponse: Check<ConvertGasPriceResponse> = object({
  standard: units,
  fast: units,
  instant: units,
})
export const approveResponse: Check<ConvertApproveResponse> = object({
  tx: object({
    from: string,
    to: string,
    data: string,
    value: units,
    eip155: object({ gas: integer, gasPrice: units }),
  }),
})
export const buildResponse: Check<ConvertBuildResponse> = object({
  tx: object({
    from: string,
    to: string,
    data: string,
    amount: units,
    eip155: optional(object({ gas: units, gasPrice: units })),
    // A Solana desk swap: `data` is the desk-signed transaction, base64.
    solana: optional(
      object({ encoding: oneOf(['base64']), blockhash: string, lastValidBlockHeight: units }),
    ),
  }),
  toAmount: optional(units),
  toAmountMin: optional(units),
  deadline: optional(integer),
})
export const pricesResponse: Check<FungiblePriceResponse> = object({
  fungibles: array(object({ name: string, symbol: string, iconUrl: string, price: number })),
})
