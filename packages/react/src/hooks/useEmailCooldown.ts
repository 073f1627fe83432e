import { createEmbeddedWalletStorage, emailCooldownSeconds } from '@airlock/core'
import { useCallback, useEffect, useState } from 'react'
import { useAirlock } from '../context/AirlockContext.js'

export type UseEmailCooldownReturnType = {
  /** Seconds until another code may be e-mailed; 0 when one may be sent now. */
  seconds: number
  /** Reads the last e-mail's time again (call it after sending one); returns the seconds left. */
  refresh(): number
}

/**
 * The e-mail resend cooldown (30 s, SPEC §9), counting down once a second while it runs: what the
 * resend links and 'Please try again after {n} seconds' show.
 *
 * @example
 * import { useEmailCooldown } from '@airlock/react'
 * const { seconds } = useEmailCooldown()
 * <button disabled={seconds > 0}>Resend</button>
 */
export function useEmailCooldown(): UseEmailCooldownReturnType {
  const { storage } = useAirlock()
  const read = useCallback(
    () =>
      emailCooldownSeconds({
        lastEmailLoginTime: createEmbeddedWalletStorage(storage).lastEmailLoginTime(),
      }),
    [storage],
  )
  const [seconds, setSeconds] = useState(read)
  const [version, setVersion] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is how refresh re-reads
  useEffect(() => {
    setSeconds(read())
    const timer = setInterval(() => {
      const left = read()
      setSeconds(left)
      if (left === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [read, version])
  const refresh = useCallback(() => {
    const left = read()
    setSeconds(left)
    setVersion((count) => count + 1)
    return left
  }, [read])
  return { seconds, refresh }
}
