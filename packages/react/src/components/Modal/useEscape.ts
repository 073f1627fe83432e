import { useEffect, useRef } from 'react'

/**
 * Escape calls `onEscape` wherever focus is: the dialog closes (or shakes, where closing is
 * blocked). The modal's and its shell's.
 *
 * @example
 * useEscape(() => airlock.close())
 */
export function useEscape(onEscape: () => void) {
  const latest = useRef(onEscape)
  latest.current = onEscape
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      latest.current()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
