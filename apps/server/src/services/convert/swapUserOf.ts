import type { Address } from 'viem'
import { SwapChainMismatchError } from '../../errors/swap.js'
import { parseSwapUserAddress } from '../../swap/parseSwapUserAddress.js'

/**
 * `userAddress`, on the chain of the request when it came as CAIP-10.
 *
 * @param value - `userAddress` as sent.
 * @param caipNetworkId - The request's chain.
 * @returns The address.
 * @throws {SwapChainMismatchError} 400 for a CAIP-10 address on another chain.
 *
 * @example
 * import { swapUserOf } from './services/convert/swapUserOf.js'
 * const user = swapUserOf(query.userAddress, 'eip155:31337')
 */
export function swapUserOf(value: string | undefined, caipNetworkId: string): Address {
  const user = parseSwapUserAddress(value)
  if (user.caipNetworkId && user.caipNetworkId !== caipNetworkId)
    throw new SwapChainMismatchError({
      field: 'userAddress',
      chainId: user.caipNetworkId,
      expected: caipNetworkId,
    })
  return user.address
}
