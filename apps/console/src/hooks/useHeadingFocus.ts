import { useEffect, useRef } from 'react'

/**
 * Moves the focus to a view's heading when the view opens, so a screen reader announces where
 * the keyboard now is.
 *
 * @returns The ref for the heading (which needs `tabIndex={-1}`).
 *
 * @example
 * const heading = useHeadingFocus()
 * return <h1 ref={heading} tabIndex={-1}>Projects</h1>
 */
export function useHeadingFocus() {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return heading
}
