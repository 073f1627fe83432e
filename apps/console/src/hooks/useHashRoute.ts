import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

/**
 * The console's route: the page's fragment (`#/projects/demo`), which the server never sees, so
 * one HTML page serves every view.
 *
 * @returns The fragment without its `#`.
 *
 * @example
 * const route = useHashRoute() // '/projects/demo'
 */
export function useHashRoute(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash.slice(1))
}
