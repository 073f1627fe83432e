/**
 * Runs `callback` once the browser is idle, or after `timeoutMs` at the latest; where there is no
 * `requestIdleCallback` (Safari), after a short timer. Returns a function that cancels it.
 *
 * @param callback - The work to run while the visitor reads the page.
 * @param timeoutMs - The latest it runs, idle or not. Defaults to `2000`.
 * @returns Cancels the callback if it has not run.
 *
 * @example
 * import { onIdle } from './onIdle.js'
 * useEffect(() => onIdle(() => void catalogue.featured().catch(() => {})), [catalogue])
 */
export function onIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, Math.min(timeoutMs, 200))
    return () => clearTimeout(timer)
  }
  const handle = requestIdleCallback(callback, { timeout: timeoutMs })
  return () => cancelIdleCallback(handle)
}
