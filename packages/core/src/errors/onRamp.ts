// Errors of the on-ramp client. `BaseError` and `httpStatusMessage` come from zod-free modules of
// `@airlock/protocol`, so importing them adds no schema code to the browser bundle.
import { BaseError, httpStatusMessage } from '@airlock/protocol'

export type OnRampHttpErrorType = OnRampHttpError & { name: 'OnRampHttpError' }
/**
 * The server answered an on-ramp call with a status outside 200–299. `shortMessage` is the spec's
 * 'HTTP status code: N' (SPEC §8); `details` is the server's own message, which names the problem
 * (`{ name, message }` bodies), when it sent one.
 */
export class OnRampHttpError extends BaseError {
  override name = 'OnRampHttpError'
  /** The HTTP status of the answer. */
  readonly status: number
  /** The error name the server gave (such as `ValidationError`), when it gave one. */
  readonly serverName: string | undefined
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
    super(httpStatusMessage(status), { details, metaMessages: [`URL: ${url}`] })
    this.status = status
    this.serverName = serverName
  }
}

export type OnRampResponseErrorType = OnRampResponseError & { name: 'OnRampResponseError' }
/** The server answered 2xx with a body that is not the shape `@airlock/protocol` gives the call. */
export class OnRampResponseError extends BaseError {
  override name = 'OnRampResponseError'
  constructor({ url, details }: { url: string; details: string }) {
    super('The on-ramp server sent an unreadable answer', {
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
