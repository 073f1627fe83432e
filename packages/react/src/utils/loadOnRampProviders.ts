// Loaded by `useOnRampProviders` on first use: the on-ramp client and the providers' loading,
// without the on-ramp views.
import { type Airlock, loadOnRampProviders } from '@airlock/core'
import type { OnRampProvider } from '@airlock/protocol'
import { onRampApiOf } from './onRampApiOf.js'

/**
 * Loads the on-ramp providers into the client's state, through its on-ramp client (see
 * `loadOnRampProviders`).
 *
 * @param airlock - The client whose state is filled.
 * @param signal - Stops loading (the view went away).
 * @returns The providers the buyer may use.
 *
 * @example
 * const providers = await loadOnRampProvidersOf(airlock, controller.signal)
 */
export function loadOnRampProvidersOf(
  airlock: Airlock,
  signal: AbortSignal,
): Promise<OnRampProvider[]> {
  return loadOnRampProviders(airlock, { api: onRampApiOf(airlock), signal })
}
