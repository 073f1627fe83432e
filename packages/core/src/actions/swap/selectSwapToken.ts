import type { SwapToken } from '../../swap/types.js'
import { validateSwapAmount } from '../../swap/validateSwapAmount.js'
import type { Airlock } from '../../types/airlock.js'
import { type SwapSession, sameToken, setSwapState, swapStateOf } from './createSwapSession.js'
import { scheduleSwapQuote } from './scheduleSwapQuote.js'

/** Which side of the swap a token is picked for. */
export type SwapTarget = 'sourceToken' | 'toToken'

export type SelectSwapTokenParameters = {
  session: SwapSession
  target: SwapTarget
  token: SwapToken
}

/**
 * Picks a token for one side; picking the other side's token switches them. A quote follows.
 * Never throws.
 *
 * @param airlock - The client whose swap state changes.
 * @param parameters - The session, the side and the token.
 *
 * @example
 * import { selectSwapToken } from './selectSwapToken.js'
 * selectSwapToken(airlock, { session, target: 'toToken', token: usdc })
 */
export function selectSwapToken(
  airlock: Airlock,
  { session, target, token }: SelectSwapTokenParameters,
) {
  const state = swapStateOf(airlock)
  const other = target === 'sourceToken' ? state.toToken : state.sourceToken
  if (other && sameToken(other, token)) return switchSwapTokens(airlock, { session })
  const sourceToken = target === 'sourceToken' ? token : state.sourceToken
  setSwapState(airlock, {
    [target]: token,
    [target === 'sourceToken' ? 'sourceTokenPriceInUSD' : 'toTokenPriceInUSD']: token.price,
    inputError: validateSwapAmount({ amount: state.sourceTokenAmount, sourceToken }),
  })
  scheduleSwapQuote(airlock, { session })
}

/**
 * Swaps the sides: what was bought is now sold, the quote's output becoming the amount (to as
 * many decimals as the person could type). Never throws.
 *
 * @param airlock - The client whose swap state changes.
 * @param parameters - The swap session.
 *
 * @example
 * import { switchSwapTokens } from './selectSwapToken.js'
 * switchSwapTokens(airlock, { session })
 */
export function switchSwapTokens(airlock: Airlock, { session }: { session: SwapSession }) {
  const { sourceToken, toToken, toTokenAmount } = swapStateOf(airlock)
  const amount = toTokenAmount && trimDecimals(toTokenAmount, 6)
  setSwapState(airlock, {
    sourceToken: toToken,
    toToken: sourceToken,
    sourceTokenPriceInUSD: toToken?.price ?? 0,
    toTokenPriceInUSD: sourceToken?.price ?? 0,
    sourceTokenAmount: amount,
    inputError: validateSwapAmount({ amount, sourceToken: toToken }),
  })
  scheduleSwapQuote(airlock, { session })
}

/** `value` cut (not rounded) to `decimals` places, without trailing zeros. */
function trimDecimals(value: string, decimals: number) {
  const [whole = '0', fraction = ''] = value.split('.')
  const kept = fraction.slice(0, decimals).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}
