import { SameSwapTokensError, SwapChainMismatchError } from '../../errors/swap.js'
import { parseSwapToken, type SwapTokenId } from '../../swap/parseSwapToken.js'
import type { ConvertContext, SwapChain } from './convertContext.js'
import { swapChainOf } from './swapChainOf.js'

/** The two tokens of a quote or a build, on one swap chain. */
export type SwapPair = {
  chain: SwapChain
  from: SwapTokenId
  to: SwapTokenId
  fromValue: string
  toValue: string
}

/**
 * `from` and `to` of a quote or build, as sent: two tokens of one swap chain, not the same.
 *
 * @param context - The swap API's context.
 * @param fromValue - `from`, a CAIP-10 token id.
 * @param toValue - `to`, a CAIP-10 token id.
 * @returns The pair and its chain.
 * @throws {SwapChainMismatchError} 400 for tokens on two chains.
 * @throws {SameSwapTokensError} 400 for the same token twice.
 *
 * @example
 * import { parseSwapPair } from './services/convert/parseSwapPair.js'
 * const pair = parseSwapPair(context, query.from, query.to)
 */
export function parseSwapPair(
  context: ConvertContext,
  fromValue: string | undefined,
  toValue: string | undefined,
): SwapPair {
  const from = parseSwapToken(fromValue, 'from')
  const to = parseSwapToken(toValue, 'to')
  if (to.caipNetworkId !== from.caipNetworkId)
    throw new SwapChainMismatchError({
      field: 'to',
      chainId: to.caipNetworkId,
      expected: from.caipNetworkId,
    })
  const chain = swapChainOf(context, from.caipNetworkId)
  if (from.address.toLowerCase() === to.address.toLowerCase())
    throw new SameSwapTokensError({ value: toValue ?? '' })
  return { chain, from, to, fromValue: fromValue ?? '', toValue: toValue ?? '' }
}
