// The one error family of `createHttpClient`: every call to the Airlock server fails with one of
// these three, or with an area's subclass of one of them (`ConvertHttpError`, `OnRampHttpError`…),
// which keeps the area's name and text. Catch the family to handle every area alike.
import { BaseError, type BaseErrorParameters } from '@airlock/protocol'

type HttpErrorParameters = BaseErrorParameters & {
  /** The request that failed. */
  url: string
}

export type HttpStatusAnswerErrorType = HttpStatusAnswerError & { name: 'HttpStatusAnswerError' }
/** The server answered with a status outside 200–299. */
export class HttpStatusAnswerError extends BaseError {
  override name = 'HttpStatusAnswerError'
  /** The HTTP status of the answer. */
  readonly status: number
  /** The request that failed. */
  readonly url: string
  /** The server's error name (`{ name }` of its JSON body), when it sent one. */
  readonly serverName: string | undefined
  constructor(
    shortMessage: string,
    {
      status,
      url,
      serverName,
      ...parameters
    }: HttpErrorParameters & { status: number; serverName?: string | undefined },
  ) {
    super(shortMessage, parameters)
    this.status = status
    this.url = url
    this.serverName = serverName
  }
}

export type HttpRequestErrorType = HttpRequestError & { name: 'HttpRequestError' }
/** The server could not be reached, or did not answer in time. */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  /** The request that failed. */
  readonly url: string
  /** True when the request was given up after the client's timeout. */
  readonly timedOut: boolean
  constructor(
    shortMessage: string,
    { url, timedOut = false, ...parameters }: HttpErrorParameters & { timedOut?: boolean },
  ) {
    super(shortMessage, parameters)
    this.url = url
    this.timedOut = timedOut
  }
}

export type HttpResponseErrorType = HttpResponseError & { name: 'HttpResponseError' }
/** The server answered 2xx with a body that is not the shape `@airlock/protocol` gives it. */
export class HttpResponseError extends BaseError {
  override name = 'HttpResponseError'
  /** The request that failed. */
  readonly url: string
  constructor(shortMessage: string, { url, ...parameters }: HttpErrorParameters) {
    super(shortMessage, parameters)
    this.url = url
  }
}
