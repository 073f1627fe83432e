const pattern = /^0x[0-9a-fA-F]{64}$/

/**
 * Tells whether a value is an EVM transaction hash: `0x` and 64 hex digits.
 *
 * @param value - The value to check, such as the result of `eth_sendTransaction`.
 * @returns `true` if it is a string of that form.
 *
 * @example
 * import { isTransactionHash } from '@airlock/protocol'
 * isTransactionHash(`0x${'ab'.repeat(32)}`) // true
 */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && pattern.test(value)
}
