import type { Balance } from '@airlock/core'
import { useCallback, useEffect, useState } from 'react'
import { useAirlockState } from './useAirlockState.js'
import { useAccount } from './useEip155.js'
import { type Loadable, useBlockchainApi } from './usePortfolio.js'

/**
 * The connected Solana account's balances (SOL and SPL tokens, USD values included) from the
 * server's Blockchain API, read again when the account, cluster or portfolio version changes.
 *
 * @example
 * const balances = useSolanaBalances()
 * balances.data?.find((balance) => balance.symbol === 'SOL')
 */
export function useSolanaBalances(): Loadable<Balance[]> & { retry(): void } {
  const api = useBlockchainApi()
  const { address, chainId } = useAccount({ namespace: 'solana' })
  const version = useAirlockState((state) => state.portfolioVersion)
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<Loadable<Balance[]>>({ status: 'loading' })
  useEffect(() => {
    if (!address || !chainId) return
    const controller = new AbortController()
    setState((previous) => ({ status: 'loading', data: previous.data }))
    api
      .balances({
        address,
        chainId,
        signal: controller.signal,
        forceUpdate: version > 0 || attempt > 0,
      })
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
  }, [api, address, chainId, version, attempt])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { ...state, retry }
}
