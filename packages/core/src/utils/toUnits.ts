import { normalizeAmount } from '@airlock/protocol'
import { parseUnits } from 'viem'

/**
 * `amount` (with either decimal separator) in the token's smallest unit, or undefined when it is
 * no amount or has more decimals than the token.
 */
export function toUnits(amount: string, decimals: number): bigint | undefined {
  const normal = normalizeAmount(amount)
  const fraction = normal?.split('.')[1] ?? ''
  if (normal === undefined || fraction.length > decimals) return undefined
  return parseUnits(normal, decimals)
}
