import type { View } from '@airlock/core'
import { useMemo } from 'react'
import { useAirlock } from '../context/AirlockContext.js'
import { useAirlockState } from './useAirlockState.js'

export type UseModalReturnType = {
  isOpen: boolean
  /** The view on top, while open. */
  view: View | undefined
  /** Opens on `view`, or where SPEC §2's opening rules say. */
  open(view?: View): void
  close(): void
}

/**
 * Opens and closes the modal, and tells whether it is open.
 *
 * @example
 * import { useModal } from '@airlock/react'
 * const { open } = useModal()
 * <button onClick={() => open('Networks')}>Networks</button>
 */
export function useModal(): UseModalReturnType {
  const airlock = useAirlock()
  const isOpen = useAirlockState((state) => state.open)
  const view = useAirlockState((state) => state.router.history.at(-1))
  return useMemo(
    () => ({
      isOpen,
      view: isOpen ? view : undefined,
      open: (forced?: View) => airlock.open(forced ? { view: forced } : {}),
      close: () => airlock.close(),
    }),
    [airlock, isOpen, view],
  )
}
