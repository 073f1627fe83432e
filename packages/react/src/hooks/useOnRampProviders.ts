import type { OnRampState } from '@airlock/core'
import { useCallback, useEffect, useState } from 'react'
import { useAirlock } from '../context/AirlockContext.js'
import { useAirlockState } from './useAirlockState.js'

export type UseOnRampProvidersReturnType = {
  /** Undefined until loaded; empty when buying is hidden (restricted zone, none configured). */
  providers: OnRampState['providers']
  restricted: boolean
  failed: boolean
  retry(): void
}

/**
 * The on-ramp providers the buyer may use, loaded once per client: the Account view shows Buy
 * only when there is one, so a restricted time zone never sees it. The on-ramp client loads
 * on first use, apart from the on-ramp views: it stays out of the modal's chunk.
 *
 * @returns The providers, whether the zone is restricted, and whether loading failed.
 *
 * @example
 * const { providers } = useOnRampProviders()
 * const canBuy = (providers?.length ?? 0) > 0
 */
export function useOnRampProviders(): UseOnRampProvidersReturnType {
  const airlock = useAirlock()
  const providers = useAirlockState((state) => state.onRamp.providers)
  const restricted = useAirlockState((state) => state.onRamp.restricted)
  const failed = useAirlockState((state) => state.onRamp.error?.code === 'loadFailed')
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry click is a reason to load again
  useEffect(() => {
    if (providers !== undefined) return
    const controller = new AbortController()
    import('../utils/loadOnRampProviders.js')
      .then(({ loadOnRampProvidersOf }) => loadOnRampProvidersOf(airlock, controller.signal))
      .catch(() => {})
    return () => controller.abort()
  }, [airlock, providers, attempt])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { providers, restricted, failed, retry }
}
