import type { InvalidChainIdErrorType } from './errors/validation.js'
import { assertEvmChainId } from './validators/assertEvmChainId.js'

export type EvmChainIdToCoinTypeErrorType = InvalidChainIdErrorType

/**
 * Converts an EVM chain id to the coin type a name registration carries (`coin_type` of
 * `POST /v1/profile/account`): the ENSIP-11 form, chain id with the top bit of 32 set. Like the
 * model product, chain 1 gets `0x80000001` too, not SLIP-44's 60, so the server and every client
 * agree on one rule.
 *
 * @param chainId - A positive integer below 2147483648.
 * @returns `(0x80000000 | chainId) >>> 0`.
 * @throws {InvalidChainIdError} 'Invalid chainId' for any other value.
 *
 * @example
 * import { evmChainIdToCoinType } from '@airlock/protocol'
 * evmChainIdToCoinType(31337) // 2147514985
 */
export function evmChainIdToCoinType(chainId: number): number {
  assertEvmChainId(chainId)
  return (0x80000000 | chainId) >>> 0
}
