import { maxSwapSlippagePercent } from '@airlock/protocol'

// Slippage is worked in millionths of a percent, so 0.5 or 0.05 % stay exact.
const unitsPerPercent = 1_000_000
const whole = BigInt(100 * unitsPerPercent)

/**
 * The least a swap may return: the quote less the slippage, rounded down, in integer arithmetic
 * (`quote × (100 − slippage) / 100`). 1 % of 1,000,000 is 990,000.
 *
 * @param amount - The quoted output, in base units.
 * @param slippagePercent - Greater than 0 and at most `maxSwapSlippagePercent` (50).
 * @returns `amountOutMin` for the router.
 * @throws {RangeError} Outside that range (the route's schema refuses it first).
 *
 * @example
 * import { applySlippage } from './swap/applySlippage.js'
 * applySlippage(1_000_000n, 1) // 990000n
 */
export function applySlippage(amount: bigint, slippagePercent: number): bigint {
  if (!(slippagePercent > 0 && slippagePercent <= maxSwapSlippagePercent))
    throw new RangeError(`Slippage ${slippagePercent} is outside (0, ${maxSwapSlippagePercent}]`)
  const units = BigInt(Math.round(slippagePercent * unitsPerPercent))
  return (amount * (whole - units)) / whole
}
