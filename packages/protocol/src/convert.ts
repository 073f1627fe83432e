import { z } from 'zod'
import { maxSwapSlippagePercent } from './wireConstants.js'

// Wire shapes of the swap ("convert") part of the Blockchain API (SPEC §7, the model product's
// `/v1/convert/*`), answered by Airlock's server from Uniswap V2 routers. Token ids are CAIP-10
// (`eip155:31337:0x…`); the chain's native currency is `nativeTokenAddress` (`0xeeee…eeee`).
// Amounts are integer strings in the token's smallest unit, as the model product sends them.

const integerString = z.string().regex(/^\d{1,78}$/, 'expected a whole number of base units')

/** One token offered for swapping on a chain. */
export const convertToken = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-10 id of the token contract, or of `nativeTokenAddress` for the native currency. */
  address: z.string(),
  decimals: z.number().int(),
  /** Served by this server; `''` when the token has no image. */
  logoUri: z.string(),
  eip2612: z.boolean().optional(),
})
export type ConvertToken = z.infer<typeof convertToken>

/** `GET /v1/convert/tokens?chainId=` → the tokens that can be swapped on the chain. */
export const convertTokensResponse = z.object({ tokens: z.array(convertToken) })
export type ConvertTokensResponse = z.infer<typeof convertTokensResponse>

/**
 * One quote of `GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice`. The model product's
 * fields, plus Airlock's: the route taken, the price impact and the provider fee.
 */
export const convertQuote = z.object({
  id: z.string().nullable(),
  fromAmount: integerString,
  /** CAIP-10 id of the token sold. */
  fromAccount: z.string(),
  toAmount: integerString,
  /** CAIP-10 id of the token bought. */
  toAccount: z.string(),
  /** Token addresses the swap passes through, first to last (WETH stands for the native token). */
  path: z.array(z.string()).optional(),
  /** How far the pools' price moves against the trade, in percent (0.35 means 0.35 %). */
  priceImpact: z.number().optional(),
  /** The provider fee reported with the quote: `swapSettings.providerFeeRate` of `fromAmount`. */
  providerFee: z.object({ rate: z.number(), amount: integerString }).optional(),
})
export type ConvertQuote = z.infer<typeof convertQuote>

export const convertQuotesResponse = z.object({ quotes: z.array(convertQuote) })
export type ConvertQuotesResponse = z.infer<typeof convertQuotesResponse>

/** `GET /v1/convert/allowance?tokenAddress&userAddress` → what the router may spend, base units. */
export const convertAllowanceResponse = z.object({ allowance: integerString })
export type ConvertAllowanceResponse = z.infer<typeof convertAllowanceResponse>

/** `GET /v1/convert/gas-price?chainId` → gas prices in wei, from the chain's fee history. */
export const convertGasPriceResponse = z.object({
  standard: integerString,
  fast: integerString,
  instant: integerString,
})
export type ConvertGasPriceResponse = z.infer<typeof convertGasPriceResponse>

/**
 * `GET /v1/convert/build-approve?userAddress&from&to&amount` → the `approve` transaction that lets
 * the router spend exactly `amount` of `from`. `to` is the CAIP-10 id of the token approved.
 */
export const convertApproveResponse = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: z.string(),
    value: integerString,
    eip155: z.object({ gas: z.number().int(), gasPrice: integerString }),
  }),
})
export type ConvertApproveResponse = z.infer<typeof convertApproveResponse>

/** `POST /v1/convert/build-transaction` body. `amount` is in base units of `from`. */
export const convertBuildRequest = z.object({
  amount: integerString,
  eip155: z
    .object({
      /** Percent; defaults to `swapSettings.slippageTolerancePercent` (1). */
      slippage: z.number().gt(0).max(maxSwapSlippagePercent).optional(),
    })
    .optional(),
  projectId: z.string().optional(),
  from: z.string(),
  to: z.string(),
  userAddress: z.string(),
  disableEstimate: z.boolean().optional(),
})
export type ConvertBuildRequest = z.infer<typeof convertBuildRequest>

/**
 * `POST /v1/convert/build-transaction` → the swap transaction. `from` is the user's CAIP-10 id,
 * `to` the router's (on Solana: the desk's); `amount` is the value to send in wei (the amount sold when it is native, else
 * 0). `toAmountMin` is the least the swap accepts: the quote less the slippage.
 */
export const convertBuildResponse = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: z.string(),
    amount: integerString,
    /** On EVM chains: the gas limit and price. */
    eip155: z.object({ gas: integerString, gasPrice: integerString }).optional(),
    /**
     * On Solana (a desk swap): `data` is the whole transaction, base64, signed by the desk (`to`);
     * the user's wallet co-signs it and sends it before `lastValidBlockHeight`.
     */
    solana: z
      .object({
        encoding: z.literal('base64'),
        blockhash: z.string(),
        lastValidBlockHeight: integerString,
      })
      .optional(),
  }),
  toAmount: integerString.optional(),
  toAmountMin: integerString.optional(),
  deadline: z.number().int().optional(),
})
export type ConvertBuildResponse = z.infer<typeof convertBuildResponse>
