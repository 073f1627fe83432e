import { type Airlock, createSwap, type Swap, type SwapState } from '@airlock/core'
import { useAirlock } from '../context/AirlockContext.js'
import { useAirlockState } from './useAirlockState.js'

const swaps = new WeakMap<Airlock, Swap>()

export type UseSwapReturnType = {
  /** The swap's state in the store, re-rendering when it changes. */
  state: SwapState
  /** The swap's actions, one set per Airlock client. */
  swap: Swap
}

/**
 * The swap of the provider's Airlock client: its state and its actions (`init`, `setAmount`,
 * `prepare`, `execute`…). The actions are made once per client and kept with it.
 *
 * @returns The state and the actions.
 *
 * @example
 * const { state, swap } = useSwap()
 * <input value={state.sourceTokenAmount} onChange={(event) => swap.setAmount(event.target.value)} />
 */
export function useSwap(): UseSwapReturnType {
  const airlock = useAirlock()
  let swap = swaps.get(airlock)
  if (!swap) {
    swap = createSwap({ airlock })
    swaps.set(airlock, swap)
  }
  const state = useAirlockState((current) => current.swap)
  return { state, swap }
}
