import type { AirlockState } from '@airlock/core'
import { type RefObject, useEffect } from 'react'
import { useAirlock } from '../../context/AirlockContext.js'

const viewOf = (state: AirlockState) => state.router.history[state.router.history.length - 1]

/**
 * Moves focus before React takes away what holds it, not after. A view change removes the
 * focused control (the wallet just clicked, Back), and closing hides the whole dialog: removed or
 * hidden while focused, the browser recomputes style in the middle of React's commit to move the
 * focus, React then finds it gone from where it was and reads every ancestor's scroll position
 * to put it back (a forced layout), and a screen reader hears it drop to the page. So, as the
 * store changes, before React renders: a new view moves focus onto the card (the dialog moves it
 * on once the view has painted, as before), and closing calls `restore` (focus back where it was
 * before the dialog opened).
 *
 * @example
 * const restore = useFocusTrap(card)
 * useFocusAhead(card, restore)
 */
export function useFocusAhead(card: RefObject<HTMLElement | null>, restore: () => void) {
  const { store } = useAirlock()
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        const element = card.current
        if (!element || !previous.open) return
        const active = (element.getRootNode() as Document | ShadowRoot).activeElement
        if (!active || !element.contains(active)) return
        if (!state.open) restore()
        else if (active !== element && viewOf(state) !== viewOf(previous))
          element.focus({ preventScroll: true })
      }),
    [store, card, restore],
  )
}
