import type { Address } from 'viem'

export type ValidationData = {
  /** The signature did not verify (`SIG_VALIDATION_FAILED`). */
  signatureFailed: boolean
  /** An aggregator the account asks for, when neither 0 nor 1. */
  aggregator: Address | undefined
  /** Unix seconds; 0 means no lower bound. */
  validAfter: number
  /** Unix seconds; 0 (no upper bound) is returned as the largest 48-bit value. */
  validUntil: number
}

const maxUint48 = 2 ** 48 - 1

/**
 * Splits ERC-4337's packed validation data: aggregator or signature-failed flag (low 160 bits),
 * `validUntil` (next 48) and `validAfter` (top 48).
 *
 * @param packed - `accountValidationData` or `paymasterValidationData` from a simulation.
 * @returns Its parts.
 *
 * @example
 * import { unpackValidationData } from './unpackValidationData.js'
 * unpackValidationData(1n).signatureFailed // true
 */
export function unpackValidationData(packed: bigint): ValidationData {
  const low = packed & ((1n << 160n) - 1n)
  const validUntil = Number((packed >> 160n) & ((1n << 48n) - 1n))
  const validAfter = Number(packed >> 208n)
  return {
    signatureFailed: low === 1n,
    aggregator: low > 1n ? (`0x${low.toString(16).padStart(40, '0')}` as Address) : undefined,
    validAfter,
    validUntil: validUntil === 0 ? maxUint48 : validUntil,
  }
}
