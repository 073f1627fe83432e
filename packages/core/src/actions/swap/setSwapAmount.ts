import { inputMessages, isNumericInput } from '@airlock/protocol'
import { formatUnits } from 'viem'
import { swapAmountUnits } from '../../swap/swapAmountUnits.js'
import { validateSwapAmount } from '../../swap/validateSwapAmount.js'
import type { Airlock } from '../../types/airlock.js'
import {
  isNative,
  quotedSwapFee,
  type SwapSession,
  setSwapState,
  solanaSwapReserve,
  swapStateOf,
} from './createSwapSession.js'
import { scheduleSwapQuote } from './scheduleSwapQuote.js'

export type SetSwapAmountParameters = {
  session: SwapSession
  /** The field's value as typed. */
  amount: string
}
/** False when the keystroke is refused (not digits and one decimal separator). */
export type SetSwapAmountReturnType = boolean

/**
 * Takes a keystroke's value: refused unless digits and one decimal separator. A quote follows the
 * session's delay after the last change. Never throws.
 *
 * @param airlock - The client whose swap state changes.
 * @param parameters - The session and the amount.
 * @returns Whether the value was taken.
 *
 * @example
 * import { setSwapAmount } from './setSwapAmount.js'
 * setSwapAmount(airlock, { session, amount: '0.1' })
 */
export function setSwapAmount(
  airlock: Airlock,
  { session, amount }: SetSwapAmountParameters,
): SetSwapAmountReturnType {
  if (!isNumericInput(amount)) return false
  const problem = validateSwapAmount({ amount, sourceToken: swapStateOf(airlock).sourceToken })
  // 'Insufficient balance' shows at once; an amount that is not yet a number ('0.', '.')
  // is only called incorrect once typing has paused, when the quote would be asked for.
  setSwapState(airlock, {
    sourceTokenAmount: amount,
    inputError: problem === inputMessages.insufficientBalance ? problem : undefined,
  })
  scheduleSwapQuote(airlock, { session })
  return true
}

/**
 * Sells the whole balance; the native token keeps the gas of two swaps (EIP-1559 fees may double
 * the price quoted). Never throws.
 *
 * @param airlock - The client whose swap state changes.
 * @param parameters - The swap session.
 *
 * @example
 * import { setSwapAmountMax } from './setSwapAmount.js'
 * setSwapAmountMax(airlock, { session })
 */
export function setSwapAmountMax(airlock: Airlock, { session }: { session: SwapSession }) {
  const { sourceToken, gasPrice } = swapStateOf(airlock)
  if (!sourceToken) return
  const decimals = sourceToken.decimals
  let units = swapAmountUnits(sourceToken.balance, decimals) ?? 0n
  // SOL keeps what a swap may cost besides its fee: the rent of a token account it opens.
  if (isNative(sourceToken))
    units -=
      session.current?.namespace === 'solana'
        ? solanaSwapReserve
        : quotedSwapFee(session, gasPrice) * 2n
  setSwapAmount(airlock, { session, amount: units > 0n ? formatUnits(units, decimals) : '0' })
}
