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

export type BlockchainResponseErrorType = BlockchainResponseError & {
  name: 'BlockchainResponseError'
}
/** The server answered 2xx with a body that is not the shape `@airlock/protocol` gives it. */
export class BlockchainResponseError extends BaseError {
  override name = 'BlockchainResponseError'
  constructor({ url, details }: { url: string; details: string }) {
    super('The server answered with an unreadable body', {
      details,
      metaMessages: [`URL: ${url}`],
    })
  }
}
