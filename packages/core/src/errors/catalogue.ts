// Errors of the wallet catalogue client. `@airlock/protocol`'s `BaseError` is not imported here:
// its entry pulls in zod, which the browser bundle must not carry. These keep the same shape
// (`shortMessage`, `details`, `cause`) so they read the same in logs.

type CatalogueErrorParameters = {
  /** The request that failed. */
  url: string
  details?: string | undefined
  cause?: unknown
}

function describe(shortMessage: string, { url, details }: CatalogueErrorParameters) {
  return [shortMessage, '', `URL: ${url}`, ...(details ? [`Details: ${details}`] : [])].join('\n')
}

// `cause` is only set when there is one, as `BaseError` does.
const withCause = (cause: unknown) => (cause === undefined ? undefined : { cause })

export type CatalogueHttpErrorType = CatalogueHttpError & { name: 'CatalogueHttpError' }
/**
 * The catalogue server answered with a status outside 200–299. `shortMessage` is the spec's
 * user message, 'HTTP status code: N' (SPEC §8).
 */
export class CatalogueHttpError extends Error {
  override name = 'CatalogueHttpError'
  readonly shortMessage: string
  readonly details: string | undefined
  /** The HTTP status of the answer. */
  readonly status: number
  readonly url: string
  constructor({ status, ...parameters }: CatalogueErrorParameters & { status: number }) {
    const shortMessage = `HTTP status code: ${status}`
    super(describe(shortMessage, parameters), withCause(parameters.cause))
    this.shortMessage = shortMessage
    this.details = parameters.details
    this.status = status
    this.url = parameters.url
  }
}

export type CatalogueRequestErrorType = CatalogueRequestError & { name: 'CatalogueRequestError' }
/** The catalogue server could not be reached, or did not answer in time. */
export class CatalogueRequestError extends Error {
  override name = 'CatalogueRequestError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly url: string
  /** True when the request was given up after the client's timeout. */
  readonly timedOut: boolean
  constructor({
    timedOut = false,
    ...parameters
  }: CatalogueErrorParameters & { timedOut?: boolean }) {
    const shortMessage = timedOut
      ? 'The wallet catalogue did not answer in time'
      : 'The wallet catalogue could not be reached'
    super(describe(shortMessage, parameters), withCause(parameters.cause))
    this.shortMessage = shortMessage
    this.details = parameters.details
    this.url = parameters.url
    this.timedOut = timedOut
  }
}

export type CatalogueResponseErrorType = CatalogueResponseError & {
  name: 'CatalogueResponseError'
}
/** The catalogue server answered 2xx with a body that is not a page of wallets. */
export class CatalogueResponseError extends Error {
  override name = 'CatalogueResponseError'
  readonly shortMessage = 'The wallet catalogue answered with an unreadable page'
  readonly details: string | undefined
  readonly url: string
  constructor(parameters: CatalogueErrorParameters) {
    super(
      describe('The wallet catalogue answered with an unreadable page', parameters),
      withCause(parameters.cause),
    )
    this.details = parameters.details
    this.url = parameters.url
  }
}
