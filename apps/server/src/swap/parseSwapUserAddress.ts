import { isEvmAddress, parseCaipAddress } from '@airlock/protocol'
import { type Address, getAddress } from 'viem'
import { InvalidSwapUserAddressError } from '../errors/swap.js'

/** The account a swap request is for; `caipNetworkId` only when it came as a CAIP-10 id. */
export type SwapUserAddress = { address: Address; caipNetworkId: `eip155:${number}` | undefined }

/**
 * Reads `userAddress`: an EVM address, or its CAIP-10 id as the model product's client sends it.
 *
 * @param value - The parameter as sent.
 * @returns The checksummed address, and its chain when one was given.
 * @throws {InvalidSwapUserAddressError} 400 when it is missing or neither form.
 *
 * @example
 * import { parseSwapUserAddress } from './swap/parseSwapUserAddress.js'
 * parseSwapUserAddress('eip155:31337:0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
 * // { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', caipNetworkId: 'eip155:31337' }
 */
export function parseSwapUserAddress(value: string | undefined): SwapUserAddress {
  if (value === undefined || value === '')
    throw new InvalidSwapUserAddressError({ value: undefined })
  if (isEvmAddress(value))
    return { address: getAddress(`0x${value.replace(/^0x/, '')}`), caipNetworkId: undefined }
  try {
    const { namespace, reference, address } = parseCaipAddress(value)
    if (namespace === 'eip155' && /^[1-9]\d{0,15}$/.test(reference) && isEvmAddress(address))
      return {
        address: getAddress(`0x${address.replace(/^0x/, '')}`),
        caipNetworkId: `eip155:${Number(reference)}`,
      }
  } catch {
    // Not CAIP-10 either: refused below.
  }
  throw new InvalidSwapUserAddressError({ value })
}
