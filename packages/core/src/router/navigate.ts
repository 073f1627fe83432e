import type { RouteData, RouterState, View } from './views.js'

/**
 * A move through the modal's views:
 * - `push`: show `view` on top (nothing happens if it is already shown);
 * - `replace`: swap the view on top for `view`;
 * - `reset`: start a new history at `view`;
 * - `back`: return to the previous view; at the first view, the modal closes instead;
 * - `backToIndex`: return to the view at `index` of the history;
 * - `data`: keep the views, set the shown view's data (what a form must find again when a wallet's
 *   screen has covered it and gone).
 */
export type Navigation =
  | { type: 'push' | 'replace' | 'reset'; view: View; data?: RouteData | undefined }
  | { type: 'data'; data: RouteData | undefined }
  | { type: 'back' }
  | { type: 'backToIndex'; index: number }

/** The router after a move, or `'close'` when going back from the first view. */
export type NavigateReturnType = RouterState | 'close'

/**
 * Applies one navigation to the router state. Pure: returns a new state and never mutates.
 *
 * @param state - The router as it is.
 * @param navigation - The move.
 * @returns The new state, the same state when the move changes nothing, or `'close'`.
 *
 * @example
 * import { navigate } from '@airlock/core'
 * navigate({ history: ['Connect'], data: undefined, transition: 'none' }, { type: 'push', view: 'AllWallets' })
 * // { history: ['Connect', 'AllWallets'], data: undefined, transition: 'next' }
 */
export function navigate(state: RouterState, navigation: Navigation): NavigateReturnType {
  const { history } = state
  const top = history[history.length - 1]
  switch (navigation.type) {
    case 'push':
      if (navigation.view === top) return state
      return { history: [...history, navigation.view], data: navigation.data, transition: 'next' }
    case 'replace':
      if (navigation.view === top) return state
      return {
        history: [...history.slice(0, -1), navigation.view],
        data: navigation.data,
        transition: 'next',
      }
    case 'reset':
      return { history: [navigation.view], data: navigation.data, transition: 'none' }
    case 'back':
      if (history.length <= 1) return 'close'
      return { history: history.slice(0, -1), data: undefined, transition: 'prev' }
    case 'data':
      return { history, data: navigation.data, transition: 'none' }
    case 'backToIndex': {
      const { index } = navigation
      if (!Number.isInteger(index) || index < 0 || index >= history.length - 1) return state
      return { history: history.slice(0, index + 1), data: undefined, transition: 'prev' }
    }
  }
}
