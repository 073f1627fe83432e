import { type RefObject, useLayoutEffect, useRef, useState } from 'react'

/** Room (px) the card's max-height leaves above and below it (shellStyles: 100vh − 136px). */
const cardMargin = 68
/** The least room (px) the card keeps under its foot when its top is held. */
const footRoom = 12

/** The phone's bottom sheet (shellStyles): anchored at its foot, it holds no top. */
const sheetQuery = '(max-width: 480px)'

/**
 * The card's height: the tallest its header, body and border have been in the current view, so
 * a view keeps its height while its content changes, and the card animates (150 ms, SPEC §9) to
 * the next view's. The stylesheet caps it; past the cap the body scrolls under the header.
 * Until measured, `initial` (the shell's height), or undefined: the card then sizes itself.
 *
 * A view's end that is all it still shows (a declined or failed connection, a failed purchase)
 * marks itself `data-card-fit`: the card then fits it, shrinking (150 ms) rather than leaving a
 * short message at the top of a tall empty card, and grows again when the view goes on.
 *
 * `shift` (px, from the centre) holds the card's top where it first showed while it is open, on
 * desktop: centred, a card whose content grows by 2d (balances, a list, a section that loads) or
 * a taller next view would lift its top, its header (Back, Close) and every control in it by d,
 * under a pointer about to click. Held, it grows and shrinks at its foot. A view taller than
 * the room under the top moves the card up as it first shows (no further than keeps `footRoom`
 * under it); content that grows after that makes the body scroll sooner, not the card move.
 * The card is first centred on the first view whose own chunk has loaded (a skeleton that
 * stands in for a view is not what will be clicked); each showing starts centred again: `shown`
 * false is a dialog made ahead (hidden, laid out), measured as it would show.
 *
 * @example
 * const { height, shift } = useContentHeight(header, body, view, shellHeight)
 */
export function useContentHeight(
  header: RefObject<HTMLDivElement | null>,
  body: RefObject<HTMLDivElement | null>,
  view: string,
  initial: number | undefined,
  shown = true,
) {
  const [height, setHeight] = useState(initial)
  const [shift, setShift] = useState(0)
  // The card's top (px from the window's) while it is shown; undefined until placed.
  const held = useRef<number | undefined>(undefined)
  // Each time the dialog is shown (mounted, revealed by `Activity`, or made ahead and now shown),
  // it is centred anew.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` is when it is centred again
  useLayoutEffect(() => {
    held.current = undefined
    setShift(0)
  }, [shown])
  // biome-ignore lint/correctness/useExhaustiveDependencies: each view has a body element of its own; each showing measures anew
  useLayoutEffect(() => {
    const top = header.current
    const element = body.current
    if (!top || !element || typeof ResizeObserver === 'undefined') return
    const border = 2
    // Within a view the card only grows: content that shrinks (a search with fewer results, a
    // list that failed) leaves the height alone.
    let tallest = 0
    // Whether this view has been placed (the card moved up for it, if it had to).
    let placed = false
    const measure = () => {
      const measured = top.offsetHeight + element.offsetHeight + border
      tallest = element.querySelector('[data-card-fit]') ? measured : Math.max(tallest, measured)
      const viewport = window.innerHeight
      const loading = element.querySelector('[data-view-loading]') !== null
      if (window.matchMedia?.(sheetQuery).matches || (held.current === undefined && loading)) {
        setHeight(tallest)
        setShift(0)
        return
      }
      const natural = Math.min(tallest, viewport - 2 * cardMargin)
      held.current ??= (viewport - natural) / 2
      if (!placed) {
        held.current = Math.min(held.current, viewport - footRoom - natural)
        placed = !loading
      }
      const shown = Math.min(natural, viewport - footRoom - held.current)
      setHeight(shown)
      setShift(held.current - (viewport - shown) / 2)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(top)
    observer.observe(element)
    // A lazy view's chunk arriving may leave the height as it was: it is placed then too.
    const loaded = new MutationObserver(measure)
    loaded.observe(element, { subtree: true, attributeFilter: ['data-view-loading'] })
    // A window that changes size places the card again (up, if it no longer fits under its top).
    const resized = () => {
      placed = false
      measure()
    }
    window.addEventListener('resize', resized)
    return () => {
      observer.disconnect()
      loaded.disconnect()
      window.removeEventListener('resize', resized)
    }
  }, [header, body, view, shown])
  return { height, shift }
}
