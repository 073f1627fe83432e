import { validationLimits } from '../constants.js'
import { InvalidChainIdError, type InvalidChainIdErrorType } from '../errors/validation.js'

export type AssertEvmChainIdErrorType = InvalidChainIdErrorType

/**
 * Asserts that a value is an EVM chain id that name registration can use: a positive integer
 * below 2147483648 (2³¹), the range ENSIP-11 maps to coin types.
 *
 * @param chainId - The chain id, as a number.
 * @throws {InvalidChainIdError} 'Invalid chainId' otherwise.
 *
 * @example
 * import { assertEvmChainId } from '@airlock/protocol'
 * assertEvmChainId(31337) // passes
 * assertEvmChainId(2 ** 31) // throws InvalidChainIdError: Invalid chainId
 */
export function assertEvmChainId(chainId: unknown): asserts chainId is number {
  if (
    typeof chainId !== 'number' ||
    !Number.isInteger(chainId) ||
    chainId <= 0 ||
    chainId >= validationLimits.evmChainIdLimit
  )
    throw new InvalidChainIdError({ chainId })
}
