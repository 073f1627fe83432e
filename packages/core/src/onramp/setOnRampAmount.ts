import { isNumericInput } from '@airlock/protocol'
import type { Airlock } from '../types/airlock.js'
import { updateOnRamp } from './updateOnRamp.js'
import { validateOnRampAmount } from './validateOnRampAmount.js'

/**
 * Sets the fiat amount as it is typed. Only digits and one decimal separator are taken (SPEC §5);
 * anything else leaves the amount as it was. The old quote is dropped, and the amount is checked
 * against the payment method's limits at once, so the limit shows before any popup.
 *
 * @param airlock - The client whose on-ramp state changes.
 * @param amount - The field's new text.
 * @returns Whether the text was taken.
 *
 * @example
 * import { setOnRampAmount } from '@airlock/core'
 * setOnRampAmount(airlock, '50') // true
 * setOnRampAmount(airlock, '5e1') // false: the field keeps its value
 */
export function setOnRampAmount(airlock: Airlock, amount: string): boolean {
  if (!isNumericInput(amount)) return false
  const { onRamp } = airlock.store.getState()
  updateOnRamp(airlock, {
    amount,
    quote: undefined,
    error: amount === '' ? undefined : validateOnRampAmount({ ...onRamp, amount }),
  })
  return true
}
