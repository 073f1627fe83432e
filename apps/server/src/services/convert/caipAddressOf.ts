import { nativeTokenAddress } from '@airlock/protocol'
import type { ChainContext } from '../../blockchain/createChainContexts.js'
import type { SwapToken } from '../../swap/createSwapQuoter.js'

/**
 * The token's CAIP-10 id on the context's chain, the native currency as `0xeeee…`.
 *
 * @param context - The chain.
 * @param token - The token.
 * @returns `eip155:<chain>:<address>`.
 *
 * @example
 * import { caipAddressOf } from './services/convert/caipAddressOf.js'
 * caipAddressOf(chainContext, token) // 'eip155:31337:0xeeee…'
 */
export function caipAddressOf(context: ChainContext, token: SwapToken): string {
  return `${context.chain.caipNetworkId}:${token.native ? nativeTokenAddress : token.address}`
}
