import type { ErrorType, OnRampProvider } from '@airlock/protocol'
import type { OnRampApi } from '../api/createOnRampApi.js'
import type { OnRampHttpErrorType, OnRampResponseErrorType } from '../errors/onRamp.js'
import type { Airlock } from '../types/airlock.js'
import { isOnRampRestricted } from './isOnRampRestricted.js'
import { updateOnRamp } from './updateOnRamp.js'

export type LoadOnRampProvidersParameters = {
  api: OnRampApi
  /** The browser's time zone. Defaults to the one `Intl` reports. */
  timeZone?: string | undefined
  signal?: AbortSignal | undefined
}

export type LoadOnRampProvidersErrorType = OnRampHttpErrorType | OnRampResponseErrorType | ErrorType

/**
 * Loads the on-ramp providers into the state. Buying is hidden (no providers) when the browser's
 * time zone is one the operator restricts, or when no provider delivers to EVM or Solana
 * accounts (`onRampProvidersFor` picks those of one account's namespace). On
 * failure the providers stay unknown, the error is `loadFailed`, and the call throws.
 *
 * @param airlock - The client whose state is filled.
 * @param parameters - The on-ramp client, and the time zone to judge by.
 * @returns The providers the buyer may use; empty when buying is hidden.
 *
 * @example
 * import { createOnRampApi, loadOnRampProviders } from '@airlock/core'
 * const api = createOnRampApi({ apiUrl: airlock.config.apiUrl, projectId: 'dev' })
 * const providers = await loadOnRampProviders(airlock, { api })
 */
export async function loadOnRampProviders(
  airlock: Airlock,
  { api, timeZone, signal }: LoadOnRampProvidersParameters,
): Promise<OnRampProvider[]> {
  try {
    const { providers, restrictedTimezones } = await api.providers({ signal })
    const restricted = isOnRampRestricted({ restrictedTimezones, timeZone })
    // Accounts here are EVM or Solana accounts: a provider that only delivers elsewhere cannot
    // serve them.
    const usable = restricted
      ? []
      : providers.filter(({ namespaces }) =>
          namespaces.some((namespace) => namespace === 'eip155' || namespace === 'solana'),
        )
    const { onRamp } = airlock.store.getState()
    updateOnRamp(airlock, {
      providers: usable,
      restricted,
      error: onRamp.error?.code === 'loadFailed' ? undefined : onRamp.error,
    })
    return usable
  } catch (error) {
    if (!signal?.aborted)
      updateOnRamp(airlock, { error: { code: 'loadFailed', details: messageOf(error) } })
    throw error
  }
}

function messageOf(error: unknown) {
  return error instanceof Error ? error.message : String(error)
}
