import { useEffect, useRef } from 'react'

/**
 * Escape calls `onEscape` wherever focus is, while `active`: the dialog closes (or shakes, where
 * closing is blocked). The modal's and its shell's; a dialog made ahead, not yet shown, leaves the
 * page's own Escape alone.
 *
 * @example
 * useEscape(() => airlock.close())
 */
export function useEscape(onEscape: () => void, active = true) {
  const latest = useRef(onEscape)
  latest.current = onEscape
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      latest.current()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [active])
}
