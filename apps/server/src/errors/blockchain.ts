import { BaseError } from '@airlock/protocol'

// Input is echoed back in messages, never at any length.
function quote(value: string, max = 64): string {
  return JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value)
}

export type InvalidAccountAddressErrorType = InvalidAccountAddressError & {
  name: 'InvalidAccountAddressError'
}
/** The `{address}` of a Blockchain API path is not an EVM address. */
export class InvalidAccountAddressError extends BaseError {
  override name = 'InvalidAccountAddressError'
  readonly status = 400
  constructor({ value }: { value: string }) {
    super(`Invalid EVM address ${quote(value)}`, {
      details: 'Expected 0x followed by 40 hexadecimal digits.',
    })
  }
}

export type UnsupportedChainErrorType = UnsupportedChainError & { name: 'UnsupportedChainError' }
/** A well-formed CAIP-2 id this server has no chain for. */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  readonly status = 400
  constructor({ chainId, supported }: { chainId: string; supported: readonly string[] }) {
    super(`Unsupported chain ${quote(chainId)}`, {
      details: `This server serves ${supported.join(', ') || 'no chains'} (GET /v1/supported-chains).`,
    })
  }
}

export type InvalidChainIdParameterErrorType = InvalidChainIdParameterError & {
  name: 'InvalidChainIdParameterError'
}
/** `chainId` is missing where required, or is not a CAIP-2 network id. */
export class InvalidChainIdParameterError extends BaseError {
  override name = 'InvalidChainIdParameterError'
  readonly status = 400
  constructor({ value }: { value: string | undefined }) {
    super(
      value === undefined
        ? 'Missing chainId query parameter'
        : `Invalid CAIP-2 network id ${quote(value)} in chainId`,
      { details: 'Pass chainId as namespace:reference, such as eip155:1.' },
    )
  }
}

export type InvalidCursorErrorType = InvalidCursorError & { name: 'InvalidCursorError' }
/** The history `cursor` is not one this server handed out for the same account and chain. */
export class InvalidCursorError extends BaseError {
  override name = 'InvalidCursorError'
  readonly status = 400
  constructor({ reason }: { reason: string }) {
    super('Invalid history cursor', {
      details: `${reason} Pass back the "next" value of the previous page unchanged.`,
    })
  }
}

export type InvalidTokenAddressErrorType = InvalidTokenAddressError & {
  name: 'InvalidTokenAddressError'
}
/** A token in `POST /v1/fungible/price` is not a CAIP-10 id of an EVM address. */
export class InvalidTokenAddressError extends BaseError {
  override name = 'InvalidTokenAddressError'
  readonly status = 400
  constructor({ value }: { value: string }) {
    super(`Invalid token address ${quote(value)}`, {
      details: 'Expected a CAIP-10 id such as eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.',
    })
  }
}

export type RpcBatchTooLargeErrorType = RpcBatchTooLargeError & { name: 'RpcBatchTooLargeError' }
/** A JSON-RPC batch holds more requests than the proxy forwards at once. */
export class RpcBatchTooLargeError extends BaseError {
  override name = 'RpcBatchTooLargeError'
  readonly status = 413
  constructor({ size, max }: { size: number; max: number }) {
    super(`JSON-RPC batch of ${size} requests is larger than ${max}`, {
      details: 'Split the batch.',
    })
  }
}

export type InvalidRpcRequestErrorType = InvalidRpcRequestError & {
  name: 'InvalidRpcRequestError'
}
/** The body is JSON but not a JSON-RPC 2.0 request or a non-empty batch of them. */
export class InvalidRpcRequestError extends BaseError {
  override name = 'InvalidRpcRequestError'
  readonly status = 400
  constructor({ reason }: { reason: string }) {
    super(`Invalid JSON-RPC request: ${reason}`)
  }
}
