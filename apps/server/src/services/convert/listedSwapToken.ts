import { UnknownSwapTokenError } from '../../errors/swap.js'
import type { SwapToken } from '../../swap/createSwapQuoter.js'
import type { SwapTokenId } from '../../swap/parseSwapToken.js'
import type { SwapChain } from './convertContext.js'

/**
 * A listed token of the chain (the list is read from the chain).
 *
 * @param chain - The swap chain.
 * @param id - The token asked for.
 * @param field - The parameter it came in, for the error.
 * @param value - Its value as sent, for the error.
 * @returns The token.
 * @throws {UnknownSwapTokenError} 400 naming the parameter.
 *
 * @example
 * import { listedSwapToken } from './services/convert/listedSwapToken.js'
 * const token = await listedSwapToken(chain, id, 'from', query.from)
 */
export async function listedSwapToken(
  chain: SwapChain,
  id: SwapTokenId,
  field: string,
  value: string,
): Promise<SwapToken> {
  const token = (await chain.quoter.tokens()).find(
    (candidate) => candidate.address.toLowerCase() === id.address.toLowerCase(),
  )
  if (!token) throw new UnknownSwapTokenError({ field, value })
  return token
}
