import { type ChainNamespace, type OnRampState, onRampProvidersFor } from '@airlock/core'
import { useCallback, useEffect, useMemo, useState } from 'react'
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
 * @param namespace - Only the providers delivering to accounts of this namespace. Defaults to
 *   every provider the client keeps (those delivering to EVM or Solana accounts).
 * @returns The providers, whether the zone is restricted, and whether loading failed.
 *
 * @example
 * const { providers } = useOnRampProviders('solana')
 * const canBuy = (providers?.length ?? 0) > 0
 */
export function useOnRampProviders(namespace?: ChainNamespace): UseOnRampProvidersReturnType {
  const airlock = useAirlock()
  const all = useAirlockState((state) => state.onRamp.providers)
  const providers = useMemo(
    () => (namespace ? onRampProvidersFor(all, namespace) : all),
    [all, namespace],
  )
  const restricted = useAirlockState((state) => state.onRamp.restricted)
  const failed = useAirlockState((state) => state.onRamp.error?.code === 'loadFailed')
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry click is a reason to load again
  useEffect(() => {
    if (all !== undefined) return
    const controller = new AbortController()
    import('../utils/loadOnRampProviders.js')
      .then(({ loadOnRampProvidersOf }) => loadOnRampProvidersOf(airlock, controller.signal))
      .catch(() => {})
    return () => controller.abort()
  }, [airlock, all, attempt])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { providers, restricted, failed, retry }
}
