import { isEvmAddress } from '@airlock/protocol'

/**
 * The EVM address in a CAIP-10 id (`eip155:1:0x…`) or a plain address; undefined for anything
 * else. The native currency's placeholder (`0xeeee…eeee`) is returned like any address.
 *
 * @param value - A CAIP-10 id or an address.
 * @returns The address with `0x`, or undefined.
 *
 * @example
 * import { evmAddressOf } from '@airlock/core'
 * evmAddressOf('eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512') // '0xe7f1…0512'
 */
export function evmAddressOf(value: string): `0x${string}` | undefined {
  const address = value.split(':').at(-1) ?? ''
  if (value.includes(':') && !value.startsWith('eip155:')) return undefined
  if (!isEvmAddress(address)) return undefined
  return (address.startsWith('0x') ? address : `0x${address}`) as `0x${string}`
}
