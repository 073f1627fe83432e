import { SameSwapTokensError } from '../../errors/swap.js'
import type { SwapToken } from '../../swap/createSwapQuoter.js'
import { listedSwapToken } from './listedSwapToken.js'
import type { SwapPair } from './parseSwapPair.js'

/**
 * The pair's listed tokens (read from the chain).
 *
 * @param pair - From `parseSwapPair`.
 * @returns The two tokens.
 * @throws {UnknownSwapTokenError} 400 for a token that is not listed.
 * @throws {SameSwapTokensError} 400 for the native currency against its WETH.
 *
 * @example
 * import { resolveSwapPair } from './services/convert/resolveSwapPair.js'
 * const { from, to } = await resolveSwapPair(pair)
 */
export async function resolveSwapPair({
  chain,
  from,
  to,
  fromValue,
  toValue,
}: SwapPair): Promise<{ from: SwapToken; to: SwapToken }> {
  const [fromToken, toToken, { weth }] = await Promise.all([
    listedSwapToken(chain, from, 'from', fromValue),
    listedSwapToken(chain, to, 'to', toValue),
    chain.quoter.contracts(),
  ])
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  // The router cannot swap ETH for WETH: the path would be [WETH, WETH].
  if (
    (fromToken.native && same(toToken.address, weth)) ||
    (toToken.native && same(fromToken.address, weth))
  )
    throw new SameSwapTokensError({ value: `${from.caipNetworkId}:${weth}`, wrapping: true })
  return { from: fromToken, to: toToken }
}
