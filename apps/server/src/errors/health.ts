import { BaseError } from '@airlock/protocol'

export type HealthCheckTimeoutErrorType = HealthCheckTimeoutError & {
  name: 'HealthCheckTimeoutError'
}
/** A dependency did not answer its health check in time. */
export class HealthCheckTimeoutError extends BaseError {
  override name = 'HealthCheckTimeoutError'
  constructor({ timeoutMs }: { timeoutMs: number }) {
    super(`No answer within ${timeoutMs} ms`)
  }
}

export type RpcRequestErrorType = RpcRequestError & { name: 'RpcRequestError' }
/**
 * A JSON-RPC request to a chain failed: no connection, an HTTP error, an error response or an
 * answer that is not JSON-RPC. The message never holds the URL, which may carry an API key.
 */
export class RpcRequestError extends BaseError {
  override name = 'RpcRequestError'
  constructor({ reason, cause }: { reason: string; cause?: unknown }) {
    super(`RPC request failed: ${reason}`, { cause })
  }
}

export type ChainIdMismatchErrorType = ChainIdMismatchError & { name: 'ChainIdMismatchError' }
/** An RPC URL answers for another chain than the one it is configured for. */
export class ChainIdMismatchError extends BaseError {
  override name = 'ChainIdMismatchError'
  constructor({ expected, actual }: { expected: number | string; actual: number | string }) {
    super(`RPC is on chain ${actual}, expected ${expected}`)
  }
}

export type UnexpectedPingReplyErrorType = UnexpectedPingReplyError & {
  name: 'UnexpectedPingReplyError'
}
/** Redis answered PING with something other than PONG. */
export class UnexpectedPingReplyError extends BaseError {
  override name = 'UnexpectedPingReplyError'
  constructor({ reply }: { reply: string }) {
    super(`Redis answered PING with ${JSON.stringify(reply.slice(0, 40))}`)
  }
}
