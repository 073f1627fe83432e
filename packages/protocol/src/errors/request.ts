import { BaseError } from './base.js'
import { httpStatusMessage } from './catalogue.js'

export type HttpStatusErrorType = HttpStatusError & { name: 'HttpStatusError' }
/** An HTTP request answered with a status outside 200–299. */
export class HttpStatusError extends BaseError {
  override name = 'HttpStatusError'
  /** The HTTP status of the answer. */
  readonly status: number
  constructor({
    status,
    url,
    cause,
  }: { status: number; url?: string | undefined; cause?: unknown }) {
    super(httpStatusMessage(status), {
      metaMessages: url === undefined ? undefined : [`URL: ${url}`],
      cause,
    })
    this.status = status
  }
}
