import type { OnRampState } from '../types/onRamp.js'

/**
 * The on-ramp's state before anything is loaded: no providers known (buying hidden), card
 * payment, no amount.
 *
 * @returns A fresh state object.
 *
 * @example
 * import { initialOnRampState } from '@airlock/core'
 * airlock.store.setState({ onRamp: initialOnRampState() })
 */
export function initialOnRampState(): OnRampState {
  return {
    providers: undefined,
    restricted: false,
    options: undefined,
    purchaseCurrency: undefined,
    network: undefined,
    paymentCurrency: undefined,
    paymentMethod: 'card',
    amount: '',
    quote: undefined,
    quoting: false,
    provider: undefined,
    status: 'idle',
    purchase: undefined,
    error: undefined,
    attempt: 0,
  }
}
