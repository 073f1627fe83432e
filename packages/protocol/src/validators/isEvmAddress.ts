// 20 bytes as 40 hex digits, `0x` optional (SPEC §5). Mixed case is accepted without checking the
// EIP-55 checksum: that needs keccak-256, which this dependency-light package does not carry;
// viem's `isAddress` checks it where an address is about to be used.
const pattern = /^(?:0x)?[0-9a-fA-F]{40}$/

/**
 * Tells whether a value is an EVM address: 40 hex digits with an optional `0x` prefix.
 *
 * @param value - The value to check, such as a recipient typed by the user.
 * @returns `true` if it is a string of that form.
 *
 * @example
 * import { isEvmAddress } from '@airlock/protocol'
 * isEvmAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // true
 * isEvmAddress('vitalik.eth') // false
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && pattern.test(value)
}
