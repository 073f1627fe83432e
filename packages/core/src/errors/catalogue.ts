// Errors of the wallet catalogue client, in `createHttpClient`'s family. Their `message` keeps the
// catalogue's layout: the URL and the details under the short message, with no blank line between
// them.
import { HttpRequestError, HttpResponseError, HttpStatusAnswerError } from './http.js'

type CatalogueErrorParameters = {
  /** The request that failed. */
  url: string
  details?: string | undefined
  cause?: unknown
}

/** The family's fields, with the URL and then the details under the short message. */
function layoutOf({ url, details, cause }: CatalogueErrorParameters) {
  return { url, cause, metaMessages: [`URL: ${url}`, ...(details ? [`Details: ${details}`] : [])] }
}

export type CatalogueHttpErrorType = CatalogueHttpError & { name: 'CatalogueHttpError' }
/**
 * The catalogue server answered with a status outside 200–299. `shortMessage` is the spec's
 * user message, 'HTTP status code: N' (SPEC §8).
 */
export class CatalogueHttpError extends HttpStatusAnswerError {
  override name = 'CatalogueHttpError'
  override readonly details: string | undefined
  constructor({ status, ...parameters }: CatalogueErrorParameters & { status: number }) {
    super(`HTTP status code: ${status}`, { status, ...layoutOf(parameters) })
    this.details = parameters.details
  }
}

export type CatalogueRequestErrorType = CatalogueRequestError & { name: 'CatalogueRequestError' }
/** The catalogue server could not be reached, or did not answer in time. */
export class CatalogueRequestError extends HttpRequestError {
  override name = 'CatalogueRequestError'
  override readonly details: string | undefined
  constructor({
    timedOut = false,
    ...parameters
  }: CatalogueErrorParameters & { timedOut?: boolean }) {
    super(
      timedOut
        ? 'The wallet catalogue did not answer in time'
        : 'The wallet catalogue could not be reached',
      { timedOut, ...layoutOf(parameters) },
    )
    this.details = parameters.details
  }
}

export type CatalogueResponseErrorType = CatalogueResponseError & {
  name: 'CatalogueResponseError'
}
/** The catalogue server answered 2xx with a body that is not a page of wallets. */
export class CatalogueResponseError extends HttpResponseError {
  override name = 'CatalogueResponseError'
  override readonly details: string | undefined
  constructor(parameters: CatalogueErrorParameters) {
    super('The wallet catalogue answered with an unreadable page', layoutOf(parameters))
    this.details = parameters.details
  }
}
