/**
 * Runs `callback` once the page is idle (`requestIdleCallback`), or after `timeoutMs` at the
 * latest; where there is no `requestIdleCallback` (Safari), after a short timer. Returns a
 * function that cancels it.
 *
 * @example
 * import { whenIdle } from './whenIdle.js'
 * useEffect(() => whenIdle(() => setShown(next)), [next])
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, 200)
    return () => clearTimeout(timer)
  }
  const handle = requestIdleCallback(() => callback(), { timeout: timeoutMs })
  return () => cancelIdleCallback(handle)
}
