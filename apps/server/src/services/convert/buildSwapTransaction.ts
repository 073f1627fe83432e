import { type ConvertBuildResponse, swapSettings } from '@airlock/protocol'
import type { Address } from 'viem'
import { estimateGasWithBuffer } from '../../chain/estimateGasWithBuffer.js'
import { applySlippage } from '../../swap/applySlippage.js'
import { encodeSwapCall } from '../../swap/encodeSwapCall.js'
import type { ConvertContext } from './convertContext.js'
import type { SwapPair } from './parseSwapPair.js'
import { readGasPrices } from './readGasPrices.js'
import { resolveSwapPair } from './resolveSwapPair.js'

/** How long a built swap stays valid on chain. */
const deadlineSeconds = 20 * 60

export type BuildSwapTransactionParameters = {
  pair: SwapPair
  amount: bigint
  user: Address
  /** Percent. */
  slippage: number
  /** Skip the estimate: `swapSettings.defaultGasEstimate`. */
  disableEstimate?: boolean | undefined
}

/**
 * The router's `swapExactETHForTokens`, `swapExactTokensForETH` or `swapExactTokensForTokens`
 * paying the user, quoted anew: `amountOutMin` the quote less `slippage` percent, a deadline 20
 * minutes ahead, gas estimated plus 25 % (`swapSettings.defaultGasEstimate` when not estimated or
 * the estimate fails, as it does before an approval), at the `standard` gas price.
 *
 * @param context - The swap API's context.
 * @param parameters - Pair, amount, user, slippage and whether to estimate.
 * @returns `{ tx, toAmount, toAmountMin, deadline }`.
 *
 * @example
 * import { buildSwapTransaction } from './services/convert/buildSwapTransaction.js'
 * const answer = await buildSwapTransaction(context, { pair, amount, user, slippage: 0.5 })
 */
export async function buildSwapTransaction(
  context: ConvertContext,
  { pair, amount, user, slippage, disableEstimate }: BuildSwapTransactionParameters,
): Promise<ConvertBuildResponse> {
  const { chain } = pair
  const { from, to } = await resolveSwapPair(pair)
  const { client } = chain.context
  const [quote, { router }, block, prices] = await Promise.all([
    // Read anew, not from the reserves a quote may reuse: this is what the user signs.
    chain.quoter.quote({ from, to, amount, fresh: true }),
    chain.quoter.contracts(),
    client.getBlock(),
    readGasPrices(context, chain.context),
  ])
  const amountOutMin = applySlippage(quote.amountOut, slippage)
  // The later of the chain's clock and ours: a devnet's clock may run behind or ahead.
  const now = BigInt(Math.max(Math.floor(Date.now() / 1000), Number(block.timestamp)))
  const deadline = now + BigInt(deadlineSeconds)
  const call = encodeSwapCall({
    nativeIn: from.native,
    nativeOut: to.native,
    path: quote.path,
    amountIn: amount,
    amountOutMin,
    recipient: user,
    deadline,
  })
  const gas = disableEstimate
    ? undefined
    : await estimateGasWithBuffer(client, { account: user, to: router, ...call })
  return {
    tx: {
      from: `${chain.context.chain.caipNetworkId}:${user}`,
      to: `${chain.context.chain.caipNetworkId}:${router}`,
      data: call.data,
      amount: call.value.toString(),
      eip155: {
        gas: (gas ?? BigInt(swapSettings.defaultGasEstimate)).toString(),
        gasPrice: prices.standard.toString(),
      },
    },
    toAmount: quote.amountOut.toString(),
    toAmountMin: amountOutMin.toString(),
    deadline: Number(deadline),
  }
}
