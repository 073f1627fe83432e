/**
 * Runs `callback` once the next frame has been painted (a task queued from the frame's
 * animation callback runs after its paint): work that would force style or layout, such as moving
 * focus, then costs the first paint nothing. Returns a function that cancels it.
 *
 * @example
 * import { afterPaint } from './afterPaint.js'
 * useEffect(() => afterPaint(() => input.current?.focus()), [])
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(callback)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
