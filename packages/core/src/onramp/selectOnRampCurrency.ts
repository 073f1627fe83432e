import type {
  OnRampNetwork,
  OnRampPaymentCurrency,
  OnRampPurchaseCurrency,
} from '@airlock/protocol'
import type { Airlock } from '../types/airlock.js'
import type { OnRampState } from '../types/onRamp.js'
import { updateOnRamp } from './updateOnRamp.js'
import { validateOnRampAmount } from './validateOnRampAmount.js'

export type SelectOnRampCurrencyParameters =
  | { paymentCurrency: OnRampPaymentCurrency }
  | { purchaseCurrency: OnRampPurchaseCurrency; network: OnRampNetwork }

/**
 * Chooses the fiat currency paid with, or the crypto bought and the network it arrives on. The
 * quote is dropped and the amount checked again against the (new) currency's limits.
 *
 * @param airlock - The client whose on-ramp state changes.
 * @param selection - A payment currency, or a purchase currency with one of its networks.
 *
 * @example
 * import { selectOnRampCurrency } from '@airlock/core'
 * selectOnRampCurrency(airlock, { paymentCurrency: eur })
 * selectOnRampCurrency(airlock, { purchaseCurrency: usdc, network: usdc.networks[0] })
 */
export function selectOnRampCurrency(
  airlock: Airlock,
  selection: SelectOnRampCurrencyParameters,
): void {
  const next: OnRampState = { ...airlock.store.getState().onRamp, ...selection }
  const problem = next.amount === '' ? undefined : validateOnRampAmount(next)
  updateOnRamp(airlock, { ...selection, quote: undefined, error: problem })
}
