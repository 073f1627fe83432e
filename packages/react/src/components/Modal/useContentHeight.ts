import { type RefObject, useLayoutEffect, useState } from 'react'

/** Room (px) the card's max-height leaves above and below it (shellStyles: 100vh − 136px). */
const cardMargin = 68
/** The least room (px) a card moved down keeps under its foot. */
const footRoom = 12

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
 * `shift` keeps the card's top where the view first painted it while the view's content grows
 * (balances, a list, a section that loads): the card is centred, so growing by 2d would lift
 * its top, and every control in it, by d, under a pointer about to click. It is half the growth,
 * moving the card down as it grows (no further than leaves `footRoom` under it); the next view
 * is centred again, as is a view whose chunk is still loading (its skeleton is not what will be
 * clicked). The stylesheet applies it on desktop only: the phone's bottom sheet is anchored at
 * the foot.
 *
 * @example
 * const { height, shift } = useContentHeight(header, body, view, shellHeight)
 */
export function useContentHeight(
  header: RefObject<HTMLDivElement | null>,
  body: RefObject<HTMLDivElement | null>,
  view: string,
  initial: number | undefined,
) {
  const [height, setHeight] = useState(initial)
  const [shift, setShift] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each view has a body element of its own
  useLayoutEffect(() => {
    const top = header.current
    const element = body.current
    setShift(0)
    if (!top || !element || typeof ResizeObserver === 'undefined') return
    const border = 2
    // Within a view the card only grows: content that shrinks (a search with fewer results, a
    // list that failed) leaves the height alone, so nothing re-centres under the pointer.
    let tallest = 0
    // The card's height as the view first showed it, capped as the stylesheet caps it.
    let first: number | undefined
    const measure = () => {
      const measured = top.offsetHeight + element.offsetHeight + border
      tallest = element.querySelector('[data-card-fit]') ? measured : Math.max(tallest, measured)
      setHeight(tallest)
      const viewport = window.innerHeight
      const shown = Math.min(tallest, viewport - 2 * cardMargin)
      // A view whose own chunk still loads (LazyChunkView) is not yet what will be clicked.
      if (first === undefined && !element.querySelector('[data-view-loading]')) first = shown
      if (first === undefined) return
      const room = Math.max(0, (viewport - shown) / 2 - footRoom)
      setShift(Math.min(Math.max(0, (shown - first) / 2), room))
    }
    const observer = new ResizeObserver(measure)
    observer.observe(top)
    observer.observe(element)
    // A lazy view's chunk arriving may leave the height as it was: the anchor is set then too.
    const loaded = new MutationObserver(measure)
    loaded.observe(element, { subtree: true, attributeFilter: ['data-view-loading'] })
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      loaded.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [header, body, view])
  return { height, shift }
}
