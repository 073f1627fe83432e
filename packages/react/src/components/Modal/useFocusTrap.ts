import { type RefObject, useEffect } from 'react'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps keyboard focus inside `container` while it is mounted: focus moves in at once, Tab and
 * Shift+Tab cycle through its controls, and on unmount focus returns where it was before.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = container.current
    if (!element) return
    const root = element.getRootNode() as Document | ShadowRoot
    const before = document.activeElement as HTMLElement | null
    const first = element.querySelector<HTMLElement>(focusable)
    ;(first ?? element).focus()

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
      element.removeEventListener('keydown', onKeyDown)
      before?.focus()
    }
  }, [container])
}
