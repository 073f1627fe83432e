import { BaseError } from './base.js'
import { inputMessages } from './catalogue.js'

export type InvalidChainIdErrorType = InvalidChainIdError & { name: 'InvalidChainIdError' }
/** An EVM chain id that is not a positive integer below 2³¹, so it has no ENSIP-11 coin type. */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  readonly chainId: unknown
  constructor({ chainId }: { chainId: unknown }) {
    super(inputMessages.invalidChainId, {
      details: `${describe(chainId)} is not a positive integer below 2147483648.`,
    })
    this.chainId = chainId
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'bigint') return `${value}n`
  return String(value)
}
