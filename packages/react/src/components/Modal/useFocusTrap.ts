import { type RefObject, useCallback, useEffect, useRef } from 'react'
import { afterPaint } from '../../utils/afterPaint.js'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps keyboard focus inside `container` while it is mounted: focus moves in once the dialog has
 * painted (a focus before would force the first paint's style and layout early), Tab and
 * Shift+Tab cycle through its controls, and on unmount focus returns where it was before.
 * The first focus does not scroll: the dialog is fixed in the viewport, its first control in its
 * header, so there is nothing to scroll to, and scrolling it into view would force a layout.
 * Returns `restore`, which gives focus back now, before the dialog goes (`useFocusAhead`).
 * `active` false (a dialog made ahead, not yet shown): none of this until it is true.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active = true) {
  // The element focused before the dialog was shown, given focus back as it goes.
  const opener = useRef<HTMLElement | null>(null)
  const restore = useCallback(() => {
    const before = opener.current
    // Without scrolling: the opener is where the visitor left it, and scrolling it into view
    // would lay the page out in the middle of the close (a connection's, the click's own task).
    if (before && document.activeElement !== before) before.focus({ preventScroll: true })
  }, [])
  useEffect(() => {
    const element = container.current
    if (!element || !active) return
    const root = element.getRootNode() as Document | ShadowRoot
    opener.current = document.activeElement as HTMLElement | null
    const cancelFocus = afterPaint(() => {
      if (element.contains(root.activeElement)) return
      ;(element.querySelector<HTMLElement>(focusable) ?? element).focus({ preventScroll: true })
    })

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const items = [...element.querySelectorAll<HTMLElement>(focusable)]
      if (items.length === 0) return event.preventDefault()
      const active = root.activeElement
      const index = items.indexOf(active as HTMLElement)
      const next = event.shiftKey
        ? index <= 0
          ? items.length - 1
          : index - 1
        : index === items.length - 1
          ? 0
          : index + 1
      event.preventDefault()
      items[next]?.focus()
    }
    element.addEventListener('keydown', onKeyDown)
    return () => {
      cancelFocus()
      element.removeEventListener('keydown', onKeyDown)
      restore()
    }
  }, [container, restore, active])
  return restore
}
