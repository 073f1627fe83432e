import { maxUint256 } from 'viem'
import { InvalidSwapAmountError } from '../errors/swap.js'

/**
 * Reads a swap amount: a whole number of the token's base units, greater than 0 and at most
 * 2²⁵⁶ − 1 (what the router's `uint256` takes).
 *
 * @param value - The `amount` parameter as sent, such as `'1000000'` for 1 USDC.
 * @returns The amount.
 * @throws {InvalidSwapAmountError} 400 naming what is wrong: missing, negative, fractional, not a
 * number, zero, or too large.
 *
 * @example
 * import { parseSwapAmount } from './swap/parseSwapAmount.js'
 * parseSwapAmount('1000000') // 1000000n
 */
export function parseSwapAmount(value: string | undefined): bigint {
  if (value === undefined || value === '')
    throw new InvalidSwapAmountError({ value: undefined, reason: 'missing' })
  const fail = (reason: string) => new InvalidSwapAmountError({ value, reason })
  if (/^-\d*\.?\d+$/.test(value)) throw fail('must be greater than 0')
  if (/^\d*\.\d+$/.test(value))
    throw fail('expected a whole number of base units, without a decimal point')
  if (!/^\d+$/.test(value)) throw fail('expected a whole number of base units')
  // 78 digits hold every uint256; more is refused before BigInt parses a huge string.
  if (value.replace(/^0+/, '').length > 78) throw fail('larger than a uint256 (2^256 - 1)')
  const amount = BigInt(value)
  if (amount === 0n) throw fail('must be greater than 0')
  if (amount > maxUint256) throw fail('larger than a uint256 (2^256 - 1)')
  return amount
}
