import type { Airlock } from '../types/airlock.js'
import type { OnRampState } from '../types/onRamp.js'

/**
 * Merges `patch` into the on-ramp's state; the rest of the modal's state is left as it is.
 *
 * @param airlock - The client whose state changes.
 * @param patch - The fields to set.
 *
 * @example
 * updateOnRamp(airlock, { amount: '50', quote: undefined })
 */
export function updateOnRamp(airlock: Airlock, patch: Partial<OnRampState>): void {
  airlock.store.setState((state) => ({ onRamp: { ...state.onRamp, ...patch } }))
}
