import { useEffect, useState } from 'react'
import { retryAfterSeconds } from '../utils/retryAfterSeconds.js'

/**
 * Counts down the wait a refusal asks for (its `messageParams.seconds`, the server's
 * `Retry-After`): the seconds left, once a second from when the refusal came, down to 0. A new
 * refusal (another object) starts again from its own seconds; none gives 0.
 *
 * @param refusal - The error (or failed state) that asked to wait, or `undefined`.
 * @returns Seconds left; 0 once the wait is over.
 *
 * @example
 * import { useRetryCountdown } from './hooks/useRetryCountdown.js'
 * const left = useRetryCountdown(refusal)
 * <button disabled={left > 0}>Resend</button>
 */
export function useRetryCountdown(refusal: unknown): number {
  const [count, setCount] = useState(() => ({ refusal, left: retryAfterSeconds(refusal) }))
  useEffect(() => {
    const seconds = retryAfterSeconds(refusal)
    setCount({ refusal, left: seconds })
    if (seconds === 0) return
    const end = Date.now() + seconds * 1000
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((end - Date.now()) / 1000))
      setCount({ refusal, left })
      if (left === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [refusal])
  // A new refusal counts from its own seconds in the very render it arrives in, not one later.
  return count.refusal === refusal ? count.left : retryAfterSeconds(refusal)
}
