import { type OnRampAccount, onRampAccount } from '@airlock/core'
import { useMemo } from 'react'
import { useAirlockState } from './useAirlockState.js'

/**
 * The account the on-ramp buys for: the active namespace's (an EVM account, or a Solana one on
 * its cluster), as `onRampAccount` reads it.
 *
 * @returns Its namespace, address and CAIP-2 chain.
 *
 * @example
 * const { namespace, address } = useOnRampAccount()
 */
export function useOnRampAccount(): OnRampAccount {
  const namespace = useAirlockState((state) => state.activeNamespace)
  const address = useAirlockState((state) => onRampAccount(state).address)
  const chainId = useAirlockState((state) => onRampAccount(state).chainId)
  return useMemo(() => ({ namespace, address, chainId }), [namespace, address, chainId])
}
