import { BaseError } from '@airlock/protocol'

// Refusals of the bundler and paymaster JSON-RPC (`/v1/bundler`). Each carries the ERC-7769 /
// ERC-7677 error code it is answered with (`{ jsonrpc, id, error: { code, message, data? } }`);
// messages keep the EntryPoint's `AAxx` reason, which is what viem's `getBundlerError` reads.

/** ERC-7769's error codes, and JSON-RPC's own. */
export const bundlerErrorCodes = {
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  /** Rejected by the account's (or its factory's) validation. */
  accountValidation: -32500,
  /** Rejected by the paymaster's validation. */
  paymasterValidation: -32501,
  /** Breaks an ERC-7562 rule. */
  opcodeViolation: -32502,
  /** Not valid now, or expiring too soon. */
  timeRange: -32503,
  /** The paymaster or signer is refused (the project's sponsorship policy). */
  throttled: -32504,
  /** An entity is not staked enough for what it does. */
  stake: -32505,
  /** Account or paymaster signature invalid. */
  signature: -32507,
  /** Estimation: the operation's call reverts. */
  executionReverted: -32521,
  /** EIP-1474 "Limit exceeded": too many operations sent from one IP or for one project. */
  limitExceeded: -32005,
} as const

export type BundlerRpcErrorType = BundlerRpcError & { name: 'BundlerRpcError' }
/** A request the bundler refuses, with the JSON-RPC code to answer it with. */
export class BundlerRpcError extends BaseError {
  override name = 'BundlerRpcError'
  readonly code: number
  readonly data: unknown
  constructor({ code, message, data }: { code: number; message: string; data?: unknown }) {
    super(message)
    this.code = code
    this.data = data
  }
}

export type UserOperationRejectedErrorType = UserOperationRejectedError & {
  name: 'UserOperationRejectedError'
}
/** The EntryPoint's validation refused the operation (`FailedOp`), or the bundler's rules did. */
export class UserOperationRejectedError extends BundlerRpcError {
  override name = 'UserOperationRejectedError'
}

export type SponsorshipRefusedErrorType = SponsorshipRefusedError & {
  name: 'SponsorshipRefusedError'
}
/** The project's policy does not sponsor this operation (off, over budget, target not allowed). */
export class SponsorshipRefusedError extends BundlerRpcError {
  override name = 'SponsorshipRefusedError'
  constructor({ reason }: { reason: string }) {
    super({ code: bundlerErrorCodes.throttled, message: `Sponsorship refused: ${reason}` })
  }
}

export type BundlerRateLimitedErrorType = BundlerRateLimitedError & {
  name: 'BundlerRateLimitedError'
}
/** Too many `eth_sendUserOperation` from one IP or for one project in the window. */
export class BundlerRateLimitedError extends BundlerRpcError {
  override name = 'BundlerRateLimitedError'
  constructor({
    scope,
    retryAfterSeconds,
  }: { scope: 'ip' | 'project'; retryAfterSeconds: number }) {
    super({
      code: bundlerErrorCodes.limitExceeded,
      message: `Too many user operations from this ${scope === 'ip' ? 'IP address' : 'project'}: retry in ${retryAfterSeconds} s`,
      data: { scope, retryAfterSeconds },
    })
  }
}
