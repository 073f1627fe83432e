import { parseCaipNetworkId } from '@airlock/protocol'
import { InvalidChainIdParameterError } from '../errors/blockchain.js'

/**
 * The `chainId` parameter of the swap API as a CAIP-2 id.
 *
 * @param value - `chainId` as sent.
 * @returns The CAIP-2 id.
 * @throws {InvalidChainIdParameterError} 400 when it is missing or not CAIP-2.
 *
 * @example
 * import { parseChainIdParameter } from './swap/parseChainIdParameter.js'
 * parseChainIdParameter('eip155:31337') // 'eip155:31337'
 */
export function parseChainIdParameter(value: string | undefined): string {
  if (value === undefined || value === '')
    throw new InvalidChainIdParameterError({ value: undefined })
  try {
    parseCaipNetworkId(value)
  } catch {
    throw new InvalidChainIdParameterError({ value })
  }
  return value
}
