// Errors of the Blockchain API client (balances, history, NFTs).
import { BaseError, httpStatusMessage } from '@airlock/protocol'

export type BlockchainApiErrorType = BlockchainApiError & { name: 'BlockchainApiError' }
/**
 * A failed call to the server, with the message SPEC §8 gives failed requests ('HTTP status
 * code: N'), and the server's own message after it when it sent one.
 */
export class BlockchainApiError extends BaseError {
  override name = 'BlockchainApiError'
  /** The HTTP status of the answer. */
  readonly status: number
  constructor(status: number, detail?: string | undefined) {
    super(detail ? `${httpStatusMessage(status)} (${detail})` : httpStatusMessage(status))
    this.status = status
  }
}
