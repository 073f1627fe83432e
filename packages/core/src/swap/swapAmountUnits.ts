import { isNumericInput } from '@airlock/protocol'
import { toUnits } from '../utils/toUnits.js'

/**
 * A typed amount in base units, when it is a number greater than 0 that the token can hold (no
 * more decimals than it has).
 *
 * @param amount - As typed: digits and one decimal separator, `.` or `,`.
 * @param decimals - The token's decimals.
 * @returns The base units, or undefined for anything that cannot be swapped.
 *
 * @example
 * import { swapAmountUnits } from '@airlock/core'
 * swapAmountUnits('1,5', 6) // 1500000n
 * swapAmountUnits('0.', 18) // undefined
 */
export function swapAmountUnits(amount: string, decimals: number): bigint | undefined {
  if (!isNumericInput(amount) || !/\d/.test(amount)) return undefined
  const units = toUnits(amount, decimals)
  return units !== undefined && units > 0n ? units : undefined
}
