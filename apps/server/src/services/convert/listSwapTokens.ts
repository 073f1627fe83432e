import type { ConvertTokensResponse } from '@airlock/protocol'
import { caipAddressOf } from './caipAddressOf.js'
import type { SwapChain } from './convertContext.js'

/**
 * The chain's swap tokens: the native currency, then the listed ERC-20s that have a pool, with
 * icons served by this server.
 *
 * @param chain - The swap chain.
 * @returns `{ tokens }`.
 *
 * @example
 * import { listSwapTokens } from './services/convert/listSwapTokens.js'
 * const { tokens } = await listSwapTokens(chain)
 */
export async function listSwapTokens(chain: SwapChain): Promise<ConvertTokensResponse> {
  const tokens = await chain.quoter.tokens()
  return {
    tokens: tokens.map((token) => ({
      name: token.name,
      symbol: token.symbol,
      address: caipAddressOf(chain.context, token),
      decimals: token.decimals,
      logoUri: token.iconUrl,
    })),
  }
}
