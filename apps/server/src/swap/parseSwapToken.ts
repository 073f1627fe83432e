import { isEvmAddress, nativeTokenAddress, parseCaipAddress } from '@airlock/protocol'
import { type Address, getAddress } from 'viem'
import { InvalidSwapTokenError } from '../errors/swap.js'

/** A token a swap request names: its chain and address, or the chain's native currency. */
export type SwapTokenId = {
  /** Such as `eip155:31337`. */
  caipNetworkId: `eip155:${number}`
  /** Checksummed; `nativeTokenAddress` (as given by the protocol) for the native currency. */
  address: Address
  native: boolean
}

/**
 * Reads a token parameter of the swap API: a CAIP-10 id on an EVM chain, the native currency
 * being `eip155:<chain>:0xeeee…eeee`.
 *
 * @param value - The parameter as sent.
 * @param field - Its name, for the error (`from`, `to`, `tokenAddress`).
 * @returns The chain, address and whether it is the native currency.
 * @throws {InvalidSwapTokenError} 400 when it is missing, not CAIP-10, not `eip155` or not an
 * EVM address.
 *
 * @example
 * import { parseSwapToken } from './swap/parseSwapToken.js'
 * parseSwapToken('eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 'from').native // true
 */
export function parseSwapToken(value: string | undefined, field: string): SwapTokenId {
  if (value === undefined || value === '')
    throw new InvalidSwapTokenError({ field, value: undefined })
  let parts: ReturnType<typeof parseCaipAddress>
  try {
    parts = parseCaipAddress(value)
  } catch {
    throw new InvalidSwapTokenError({ field, value })
  }
  const { namespace, reference, address } = parts
  if (namespace !== 'eip155' || !/^[1-9]\d{0,15}$/.test(reference) || !isEvmAddress(address))
    throw new InvalidSwapTokenError({ field, value })
  const normalized = `0x${address.replace(/^0x/, '')}`
  const native = normalized.toLowerCase() === nativeTokenAddress
  return {
    caipNetworkId: `eip155:${Number(reference)}`,
    address: native ? (nativeTokenAddress as Address) : getAddress(normalized),
    native,
  }
}
