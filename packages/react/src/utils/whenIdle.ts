/**
 * Runs `callback` once the page is idle (`requestIdleCallback`), or after `timeoutMs` at the
 * latest; where there is no `requestIdleCallback` (Safari), after a short timer.
 *
 * @param callback - The work to run while the visitor reads the page.
 * @param timeoutMs - The latest it runs, idle or not. Defaults to `2000`.
 * @returns Cancels the callback if it has not run.
 *
 * @example
 * import { whenIdle } from './whenIdle.js'
 * useEffect(() => whenIdle(() => setShown(next)), [next])
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, Math.min(timeoutMs, 200))
    return () => clearTimeout(timer)
  }
  const handle = requestIdleCallback(() => callback(), { timeout: timeoutMs })
  return () => cancelIdleCallback(handle)
}
