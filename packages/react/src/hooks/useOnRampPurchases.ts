import type { Transaction } from '@airlock/core'
import { useCallback, useEffect, useState } from 'react'
import { useAirlockState } from './useAirlockState.js'
import { useOnRampAccount } from './useOnRampAccount.js'
import { useOnRampApi } from './useOnRampApi.js'
import type { Loadable } from './usePortfolio.js'

/**
 * The on-ramp account's purchases (the active namespace's account) from `provider`, newest first (`history?onramp=<provider>`),
 * read again when balances are (after a purchase, say).
 *
 * @param provider - The provider's id; nothing is read without one.
 * @returns The purchases as they load, and a way to try again after a failure.
 *
 * @example
 * const purchases = useOnRampPurchases('sandbox')
 * purchases.data?.[0]?.metadata.status // 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
 */
export function useOnRampPurchases(
  provider: string | undefined,
): Loadable<Transaction[]> & { retry(): void } {
  const api = useOnRampApi()
  const { address } = useOnRampAccount()
  const version = useAirlockState((state) => state.portfolioVersion)
  const [state, setState] = useState<Loadable<Transaction[]>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new portfolio version or a retry reads again
  useEffect(() => {
    if (!address || !provider) return
    const controller = new AbortController()
    setState((previous) => ({ status: 'loading', data: previous.data }))
    api
      .purchases({ address, provider, signal: controller.signal })
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        setState((previous) => ({
          status: 'error',
          data: previous.data,
          error: error instanceof Error ? error : new Error(String(error)),
        }))
      })
    return () => controller.abort()
  }, [api, address, provider, version, attempt])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { ...state, retry }
}
