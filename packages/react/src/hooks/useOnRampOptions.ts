import { loadOnRampOptions, type OnRampState } from '@airlock/core'
import { useEffect } from 'react'
import { useAirlock } from '../context/AirlockContext.js'
import { useAirlockState } from './useAirlockState.js'
import { useOnRampApi } from './useOnRampApi.js'

/**
 * What can be bought with what, loaded once per client when an on-ramp view first needs it;
 * USD and USDC on the connected chain are chosen unless the buyer chose otherwise.
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
  return options
}
