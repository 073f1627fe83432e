import type { AirlockState } from '@airlock/core'
import { useSyncExternalStore } from 'react'
import { useAirlock } from '../context/AirlockContext.js'

/**
 * A slice of the modal's state that re-renders the component when it changes.
 *
 * @param selector - Picks the slice; return a primitive or a stable reference.
 *
 * @example
 * import { useAirlockState } from '@airlock/react'
 * const open = useAirlockState((state) => state.open)
 */
export function useAirlockState<slice>(selector: (state: AirlockState) => slice): slice {
  const { store } = useAirlock()
  const get = () => selector(store.getState())
  return useSyncExternalStore(store.subscribe, get, get)
}
