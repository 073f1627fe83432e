// Errors of sending tokens (SPEC §5): the form's check, and the transfer that failed on chain.
import { BaseError, inputMessages, userMessages } from '@airlock/protocol'

/** What is wrong with a send form: a code of `inputMessages`, whose English is for developers. */
export type SendProblem =
  | 'amountAndReceiverRequired'
  | 'tokenRequired'
  | 'unsupportedChain'
  | 'enterValidAmount'
  | 'invalidAddress'
  | 'insufficientBalance'

export type SendInputErrorType = SendInputError & { name: 'SendInputError' }
/**
 * The Send form failed its check: `code` names the first problem, `shortMessage` is the spec's
 * English for it.
 */
export class SendInputError extends BaseError {
  override name = 'SendInputError'
  declare readonly messageCode: SendProblem
  constructor(code: SendProblem) {
    super(inputMessages[code], { messageCode: code })
  }
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
