// Errors of the Blockchain API client (balances, history, NFTs).
import { httpStatusMessage } from '@airlock/protocol'
import { HttpResponseError, HttpStatusAnswerError } from './http.js'

export type BlockchainApiErrorType = BlockchainApiError & { name: 'BlockchainApiError' }
/**
 * A failed call to the server, with the message SPEC §8 gives failed requests ('HTTP status
 * code: N'), and the server's own message after it when it sent one.
 */
export class BlockchainApiError extends HttpStatusAnswerError {
  override name = 'BlockchainApiError'
  constructor(status: number, detail?: string | undefined, url = '') {
    super(detail ? `${httpStatusMessage(status)} (${detail})` : httpStatusMessage(status), {
      status,
      url,
    })
  }
}

export type BlockchainResponseErrorType = BlockchainResponseError & {
  name: 'BlockchainResponseError'
}
/** The server answered 2xx with a body that is not the shape `@airlock/protocol` gives it. */
export class BlockchainResponseError extends HttpResponseError {
  override name = 'BlockchainResponseError'
  constructor({ url, details }: { url: string; details: string }) {
    super('The server answered with an unreadable body', {
      url,
      details,
      metaMessages: [`URL: ${url}`],
    })
  }
}
