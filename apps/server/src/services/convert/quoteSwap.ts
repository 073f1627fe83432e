import { type ConvertQuotesResponse, swapSettings } from '@airlock/protocol'
import { caipAddressOf } from './caipAddressOf.js'
import type { SwapPair } from './parseSwapPair.js'
import { resolveSwapPair } from './resolveSwapPair.js'

/**
 * A quote: the router's `getAmountsOut` for the direct pool and for one hop through WETH,
 * whichever gives more, with its price impact and the provider fee (reported only).
 *
 * @param pair - From `parseSwapPair`.
 * @param amount - Base units sold.
 * @returns `{ quotes: [quote] }`.
 *
 * @example
 * import { quoteSwap } from './services/convert/quoteSwap.js'
 * const answer = await quoteSwap(pair, 10n ** 17n)
 */
export async function quoteSwap(pair: SwapPair, amount: bigint): Promise<ConvertQuotesResponse> {
  const { chain } = pair
  const { from, to } = await resolveSwapPair(pair)
  const quote = await chain.quoter.quote({ from, to, amount })
  return {
    quotes: [
      {
        id: null,
        fromAmount: amount.toString(),
        fromAccount: caipAddressOf(chain.context, from),
        toAmount: quote.amountOut.toString(),
        toAccount: caipAddressOf(chain.context, to),
        path: quote.path,
        priceImpact: quote.priceImpact,
        providerFee: {
          rate: swapSettings.providerFeeRate,
          amount: providerFeeOf(amount).toString(),
        },
      },
    ],
  }
}

/** `swapSettings.providerFeeRate` of `amount`, rounded down, without a float in between. */
function providerFeeOf(amount: bigint): bigint {
  const perMillion = BigInt(Math.round(swapSettings.providerFeeRate * 1_000_000))
  return (amount * perMillion) / 1_000_000n
}
