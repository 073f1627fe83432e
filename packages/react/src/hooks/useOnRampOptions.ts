import { fitOnRampToAccount, loadOnRampOptions, type OnRampState } from '@airlock/core'
import { useEffect } from 'react'
import { useAirlock } from '../context/AirlockContext.js'
import { useAirlockState } from './useAirlockState.js'
import { useOnRampAccount } from './useOnRampAccount.js'
import { useOnRampApi } from './useOnRampApi.js'

/**
 * What can be bought with what, loaded once per client when an on-ramp view first needs it;
 * USD and USDC on the chain of the account bought for (the active namespace's) are chosen unless
 * the buyer chose otherwise. When that account changes namespace, the token moves to its chain.
 *
 * @returns The options; undefined while they load or when they could not be loaded.
 *
 * @example
 * const options = useOnRampOptions()
 * options?.paymentCurrencies.map(({ id }) => id) // ['USD', 'EUR']
 */
export function useOnRampOptions(): OnRampState['options'] {
  const airlock = useAirlock()
  const api = useOnRampApi()
  const options = useAirlockState((state) => state.onRamp.options)
  useEffect(() => {
    if (options) return
    const controller = new AbortController()
    loadOnRampOptions(airlock, { api, signal: controller.signal }).catch(() => {})
    return () => controller.abort()
  }, [airlock, api, options])
  const { namespace, chainId } = useOnRampAccount()
  // biome-ignore lint/correctness/useExhaustiveDependencies: another account is a reason to fit again
  useEffect(() => {
    if (options) fitOnRampToAccount(airlock)
  }, [airlock, options, namespace, chainId])
  return options
}
