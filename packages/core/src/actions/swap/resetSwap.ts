import { initialSwapState } from '../../swap/initialSwapState.js'
import type { Airlock } from '../../types/airlock.js'
import { cancelQuote, type SwapSession, setSwapState } from './createSwapSession.js'

export type ResetSwapParameters = { session: SwapSession }

/**
 * Back to the state before the first init; a pending quote and a running init are dropped.
 * Never throws.
 *
 * @param airlock - The client whose swap state resets.
 * @param parameters - The swap session.
 *
 * @example
 * import { resetSwap } from './resetSwap.js'
 * resetSwap(airlock, { session })
 */
export function resetSwap(airlock: Airlock, { session }: ResetSwapParameters) {
  cancelQuote(session)
  session.initRun++
  session.current = undefined
  session.spender = undefined
  setSwapState(airlock, initialSwapState())
}
