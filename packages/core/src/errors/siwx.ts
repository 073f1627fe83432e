// Errors of signing in with the Airlock server (`serverSiwx`).
import { BaseError, httpStatusMessage } from '@airlock/protocol'

export type SiwxHttpErrorType = SiwxHttpError & { name: 'SiwxHttpError' }
/**
 * An auth route answered outside 200–299: `shortMessage` is the server's message when it sent
 * one, else 'HTTP status code: N' (SPEC §8).
 */
export class SiwxHttpError extends BaseError {
  override name = 'SiwxHttpError'
  /** The HTTP status of the answer. */
  readonly status: number
  constructor({ status, message }: { status: number; message?: string | undefined }) {
    super(message ?? httpStatusMessage(status))
    this.status = status
  }
}
