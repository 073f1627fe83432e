// Errors of the on-ramp client. `BaseError` and `httpStatusMessage` come from zod-free modules of
// `@airlock/protocol`, so importing them adds no schema code to the browser bundle.
import { BaseError, httpStatusMessage } from '@airlock/protocol'
import { HttpResponseError, HttpStatusAnswerError } from './http.js'

export type OnRampHttpErrorType = OnRampHttpError & { name: 'OnRampHttpError' }
/**
 * The server answered an on-ramp call with a status outside 200–299. `shortMessage` is the spec's
 * 'HTTP status code: N' (SPEC §8); `details` is the server's own message, which names the problem
 * (`{ name, message }` bodies), when it sent one.
 */
export class OnRampHttpError extends HttpStatusAnswerError {
  override name = 'OnRampHttpError'
  constructor({
    status,
    url,
    serverName,
    details,
  }: {
    status: number
    url: string
    serverName?: string | undefined
    details?: string | undefined
  }) {
    super(httpStatusMessage(status), {
      status,
      url,
      serverName,
      details,
      metaMessages: [`URL: ${url}`],
    })
  }
}

export type OnRampResponseErrorType = OnRampResponseError & { name: 'OnRampResponseError' }
/** The server answered 2xx with a body that is not the shape `@airlock/protocol` gives the call. */
export class OnRampResponseError extends HttpResponseError {
  override name = 'OnRampResponseError'
  constructor({ url, details }: { url: string; details: string }) {
    super('The on-ramp server sent an unreadable answer', {
      url,
      details,
      metaMessages: [`URL: ${url}`],
    })
  }
}

export type OnRampPopupBlockedErrorType = OnRampPopupBlockedError & {
  name: 'OnRampPopupBlockedError'
}
/** `window.open` gave no window: the browser blocked the provider's popup. */
export class OnRampPopupBlockedError extends BaseError {
  override name = 'OnRampPopupBlockedError'
  constructor() {
    super('The provider window was blocked', {
      metaMessages: ['Open it from a click handler, before any `await`, so the browser allows it.'],
    })
  }
}
