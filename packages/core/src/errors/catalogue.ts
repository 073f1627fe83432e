// Errors of the wallet catalogue client. They extend `@airlock/protocol`'s `BaseError`, which
// its zod-free root gives without the schemas. Their `message` keeps the catalogue's layout: the
// URL and the details under the short message, with no blank line between them.
import { BaseError } from '@airlock/protocol'

type CatalogueErrorParameters = {
  /** The request that failed. */
  url: string
  details?: string | undefined
  cause?: unknown
}

/** The lines under the short message: the URL, then the details when there are any. */
function metaMessagesOf({ url, details }: CatalogueErrorParameters) {
  return [`URL: ${url}`, ...(details ? [`Details: ${details}`] : [])]
}

/** What every catalogue error is: a `BaseError` whose details sit under the URL. */
abstract class CatalogueError extends BaseError {
  override readonly details: string | undefined
  readonly url: string
  constructor(shortMessage: string, parameters: CatalogueErrorParameters) {
    super(shortMessage, { metaMessages: metaMessagesOf(parameters), cause: parameters.cause })
    this.details = parameters.details
    this.url = parameters.url
  }
}

export type CatalogueHttpErrorType = CatalogueHttpError & { name: 'CatalogueHttpError' }
/**
 * The catalogue server answered with a status outside 200–299. `shortMessage` is the spec's
 * user message, 'HTTP status code: N' (SPEC §8).
 */
export class CatalogueHttpError extends CatalogueError {
  override name = 'CatalogueHttpError'
  /** The HTTP status of the answer. */
  readonly status: number
  constructor({ status, ...parameters }: CatalogueErrorParameters & { status: number }) {
    super(`HTTP status code: ${status}`, parameters)
    this.status = status
  }
}

export type CatalogueRequestErrorType = CatalogueRequestError & { name: 'CatalogueRequestError' }
/** The catalogue server could not be reached, or did not answer in time. */
export class CatalogueRequestError extends CatalogueError {
  override name = 'CatalogueRequestError'
  /** True when the request was given up after the client's timeout. */
  readonly timedOut: boolean
  constructor({
    timedOut = false,
    ...parameters
  }: CatalogueErrorParameters & { timedOut?: boolean }) {
    super(
      timedOut
        ? 'The wallet catalogue did not answer in time'
        : 'The wallet catalogue could not be reached',
      parameters,
    )
    this.timedOut = timedOut
  }
}

export type CatalogueResponseErrorType = CatalogueResponseError & {
  name: 'CatalogueResponseError'
}
/** The catalogue server answered 2xx with a body that is not a page of wallets. */
export class CatalogueResponseError extends CatalogueError {
  override name = 'CatalogueResponseError'
  constructor(parameters: CatalogueErrorParameters) {
    super('The wallet catalogue answered with an unreadable page', parameters)
  }
}
