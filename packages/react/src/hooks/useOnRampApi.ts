import type { OnRampApi } from '@airlock/core'
import { useAirlock } from '../context/AirlockContext.js'
import { onRampApiOf } from '../utils/onRampApiOf.js'

/**
 * The on-ramp client of the provider's Airlock client, made once.
 *
 * @returns The client of `/v1/onramp/*`, `/v1/generators/onrampurl` and purchase history.
 *
 * @example
 * const api = useOnRampApi()
 * const { providers } = await api.providers()
 */
export function useOnRampApi(): OnRampApi {
  return onRampApiOf(useAirlock())
}
