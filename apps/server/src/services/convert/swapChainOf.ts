import { SwapNetworkUnsupportedError } from '../../errors/swap.js'
import { createSwapQuoter } from '../../swap/createSwapQuoter.js'
import type { ConvertContext, SwapChain } from './convertContext.js'

/**
 * A swap chain's client and quoter.
 *
 * @param context - The swap API's context.
 * @param caipNetworkId - The chain.
 * @returns The chain's context and quoter.
 * @throws {SwapNetworkUnsupportedError} 400 "Network not supported for Swaps".
 *
 * @example
 * import { swapChainOf } from './services/convert/swapChainOf.js'
 * const chain = swapChainOf(context, 'eip155:31337')
 */
export function swapChainOf(context: ConvertContext, caipNetworkId: string): SwapChain {
  const chainContext = context.contexts.get(caipNetworkId)
  const swap = chainContext?.chain.swap
  if (!chainContext || !swap)
    throw new SwapNetworkUnsupportedError({ chainId: caipNetworkId, served: context.served })
  let quoter = context.quoters.get(caipNetworkId)
  if (!quoter) {
    quoter = createSwapQuoter({ ...chainContext.chain, swap }, chainContext.client)
    context.quoters.set(caipNetworkId, quoter)
  }
  return { context: chainContext, quoter }
}
