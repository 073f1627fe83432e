import { inputMessages } from '@airlock/protocol'
import { toUnits } from '../utils/toUnits.js'
import { swapAmountUnits } from './swapAmountUnits.js'
import type { SwapToken } from './types.js'

export type ValidateSwapAmountParameters = {
  /** As typed: digits and one decimal separator. */
  amount: string
  /** The token sold, with the account's balance of it. */
  sourceToken: SwapToken | undefined
}

/**
 * Checks a swap amount against SPEC §5: it must be a number greater than 0 in the token's
 * decimals ('Incorrect amount') and at most the balance ('Insufficient balance'). Nothing typed
 * yet is not an error: the Review button asks for an amount instead.
 *
 * @param parameters - The amount and the token it is of.
 * @returns The problem's message, or undefined when the amount can be swapped.
 *
 * @example
 * import { validateSwapAmount } from '@airlock/core'
 * validateSwapAmount({ amount: '2', sourceToken: { ...eth, balance: '1.5' } }) // 'Insufficient balance'
 */
export function validateSwapAmount({
  amount,
  sourceToken,
}: ValidateSwapAmountParameters): string | undefined {
  if (amount === '' || !sourceToken) return undefined
  const units = swapAmountUnits(amount, sourceToken.decimals)
  if (units === undefined) return inputMessages.incorrectAmount
  const held = toUnits(sourceToken.balance, sourceToken.decimals) ?? 0n
  if (units > held) return inputMessages.insufficientBalance
  return undefined
}
