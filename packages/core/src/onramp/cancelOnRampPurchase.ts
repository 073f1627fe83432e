import type { Airlock } from '../types/airlock.js'
import { updateOnRamp } from './updateOnRamp.js'

/**
 * Stops following the purchase under way: the wait ends at once and closes the provider's window
 * if it is still open. What the provider already charged is not undone; it shows in the history.
 *
 * @param airlock - The client whose purchase is given up on.
 *
 * @example
 * import { cancelOnRampPurchase } from '@airlock/core'
 * cancelOnRampPurchase(airlock)
 */
export function cancelOnRampPurchase(airlock: Airlock): void {
  const { attempt } = airlock.store.getState().onRamp
  updateOnRamp(airlock, { attempt: attempt + 1, status: 'idle', error: undefined })
}
