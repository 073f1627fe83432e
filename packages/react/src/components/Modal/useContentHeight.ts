import { type RefObject, useLayoutEffect, useState } from 'react'

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
 * @example
 * const height = useContentHeight(header, body, view, shellHeight)
 */
export function useContentHeight(
  header: RefObject<HTMLDivElement | null>,
  body: RefObject<HTMLDivElement | null>,
  view: string,
  initial: number | undefined,
) {
  const [height, setHeight] = useState(initial)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each view has a body element of its own
  useLayoutEffect(() => {
    const top = header.current
    const element = body.current
    if (!top || !element || typeof ResizeObserver === 'undefined') return
    const border = 2
    // Within a view the card only grows: content that shrinks (a search with fewer results, a
    // list that failed) leaves the height alone, so nothing re-centres under the pointer.
    let tallest = 0
    const measure = () => {
      const measured = top.offsetHeight + element.offsetHeight + border
      tallest = element.querySelector('[data-card-fit]') ? measured : Math.max(tallest, measured)
      setHeight(tallest)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(top)
    observer.observe(element)
    return () => observer.disconnect()
  }, [header, body, view])
  return height
}
