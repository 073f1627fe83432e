// Errors of sending tokens (SPEC §5): the form's check, and the transfer that failed on chain.
import { BaseError, userMessages } from '@airlock/protocol'

export type SendInputErrorType = SendInputError & { name: 'SendInputError' }
/** The Send form failed its check: `shortMessage` is the spec's message for the first problem. */
export class SendInputError extends BaseError {
  override name = 'SendInputError'
}

export type SendTransactionFailedErrorType = SendTransactionFailedError & {
  name: 'SendTransactionFailedError'
}
/** The transfer was mined but reverted: 'Transaction error' (SPEC §8). */
export class SendTransactionFailedError extends BaseError {
  override name = 'SendTransactionFailedError'
  readonly hash: `0x${string}`
  constructor({ hash }: { hash: `0x${string}` }) {
    super(userMessages.transactionError)
    this.hash = hash
  }
}
