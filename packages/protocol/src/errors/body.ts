import { BaseError } from './base.js'

export type PayloadTooLargeErrorType = PayloadTooLargeError & { name: 'PayloadTooLargeError' }
/** The request body is larger than the endpoint accepts; it was not read to the end. */
export class PayloadTooLargeError extends BaseError {
  override name = 'PayloadTooLargeError'
  readonly status = 413
  constructor({ maxBytes }: { maxBytes: number }) {
    super(`Request body is larger than ${maxBytes} bytes`)
  }
}

export type RequestAbortedErrorType = RequestAbortedError & { name: 'RequestAbortedError' }
/**
 * The client went away (closed or reset its connection) before its request body arrived in full.
 * Nobody is left to read the answer: servers log it as an abort, never as a failure of their own.
 */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError'
  readonly status = 400
  constructor({ cause }: { cause?: unknown } = {}) {
    super('The client aborted the request before its body arrived', { cause })
  }
}
