const pattern = /^0x[0-9a-fA-F]*$/

/**
 * Tells whether a value is hex data as the `to` and `data` of a batched call need it: `0x` and
 * any number of hex digits. `0x` alone (empty data) passes; so does an odd number of digits, as
 * viem's `isHex` allows; the length of an address is `isEvmAddress`'s check.
 *
 * @param value - The value to check.
 * @returns `true` if it is a `0x`-prefixed hex string.
 *
 * @example
 * import { isHexData } from '@airlock/protocol'
 * isHexData('0xa9059cbb') // true
 * isHexData('a9059cbb') // false: no 0x
 */
export function isHexData(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && pattern.test(value)
}
