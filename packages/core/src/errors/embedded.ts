// Errors of the embedded (e-mail) wallet: its frame at the secure origin, the login steps and the
// wallet methods it refuses. `BaseError` and the message catalogue come from zod-free modules of
// `@airlock/protocol`, so importing them adds no schema code to the browser bundle.
import {
  alerts,
  BaseError,
  frameErrorMessages,
  type MessageCode,
  type MessageParams,
  userMessages,
  walletMessages,
} from '@airlock/protocol'

export type FrameRequestErrorType = FrameRequestError & { name: 'FrameRequestError' }
/**
 * The frame answered a request with `<NAME>_ERROR`. The message is the frame's own, or 'An error
 * occurred' when it sent none (SPEC §8).
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  /** The request's name, such as `CONNECT_OTP`. */
  readonly request: string
  constructor({
    request,
    message,
    messageCode,
    messageParams,
  }: {
    request: string
    message?: string | undefined
    /** The code the frame (or the server behind it) gave its message, for the view to translate. */
    messageCode?: MessageCode | undefined
    messageParams?: MessageParams | undefined
  }) {
    super(message || frameErrorMessages.default, { messageCode, messageParams })
    this.request = request
  }
}

export type FrameResponseErrorType = FrameResponseError & { name: 'FrameResponseError' }
/** The frame answered `<NAME>_SUCCESS` with a payload that is not the protocol's for the request. */
export class FrameResponseError extends BaseError {
  override name = 'FrameResponseError'
  readonly request: string
  constructor({ request, details }: { request: string; details: string }) {
    super(frameErrorMessages.default, {
      details,
      metaMessages: [
        `The wallet frame answered ${request} with a payload the protocol does not allow.`,
      ],
    })
    this.request = request
  }
}

export type FrameTimeoutErrorType = FrameTimeoutError & { name: 'FrameTimeoutError' }
/**
 * The frame did not become ready within 20 s of a request (`iframe_load_failed`), or did not answer
 * a login request within 30 s (`iframe_request_timeout`). The message is the spec's alert title.
 */
export class FrameTimeoutError extends BaseError {
  override name = 'FrameTimeoutError'
  readonly reason: 'iframe_load_failed' | 'iframe_request_timeout'
  constructor({
    reason,
    request,
  }: {
    reason: 'iframe_load_failed' | 'iframe_request_timeout'
    request: string
  }) {
    const alert =
      reason === 'iframe_load_failed' ? alerts.iframeLoadFailed : alerts.iframeRequestTimeout
    super(alert.shortMessage, { details: alert.description, metaMessages: [`Request: ${request}`] })
    this.reason = reason
  }
}

export type FrameAbortedErrorType = FrameAbortedError & { name: 'FrameAbortedError' }
/**
 * A pending request was given up: the page stopped it, or the frame failed to load. An RPC request
 * says 'Request was aborted', any other 'Something went wrong' (SPEC §8).
 */
export class FrameAbortedError extends BaseError {
  override name = 'FrameAbortedError'
  readonly request: string
  constructor({ request, cause }: { request: string; cause?: unknown }) {
    super(
      request === 'RPC_REQUEST'
        ? frameErrorMessages.requestAborted
        : frameErrorMessages.somethingWentWrong,
      { cause },
    )
    this.request = request
  }
}

export type EmailCooldownErrorType = EmailCooldownError & { name: 'EmailCooldownError' }
/** A code was e-mailed less than 30 s ago: 'Please try again after {n} seconds'. */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError'
  /** Whole seconds until another e-mail may be sent. */
  readonly seconds: number
  constructor({ seconds }: { seconds: number }) {
    super(userMessages.emailCooldown(seconds), {
      messageCode: 'emailCooldown',
      messageParams: { seconds },
    })
    this.seconds = seconds
  }
}

export type InvalidEmailErrorType = InvalidEmailError & { name: 'InvalidEmailError' }
/** The address is not one a person can log in with (`isEmail`); nothing was sent. */
export class InvalidEmailError extends BaseError {
  override name = 'InvalidEmailError'
  constructor() {
    super('Invalid email')
  }
}

export type RpcMethodNotAllowedErrorType = RpcMethodNotAllowedError & {
  name: 'RpcMethodNotAllowedError'
}
/**
 * The embedded wallet refuses a method that is neither safe nor approved by the person
 * (SPEC §6): 'Requested RPC call is not allowed', EIP-1193 code 4200.
 */
export class RpcMethodNotAllowedError extends BaseError {
  override name = 'RpcMethodNotAllowedError'
  readonly code = 4200
  readonly method: string
  constructor({ method }: { method: string }) {
    super(walletMessages.rpcMethodNotAllowed, { metaMessages: [`Method: ${method}`] })
    this.method = method
  }
}

export type EmbeddedWalletDisabledErrorType = EmbeddedWalletDisabledError & {
  name: 'EmbeddedWalletDisabledError'
}
/** An e-mail action was asked of a client created without `embeddedWallet` or `networks`. */
export class EmbeddedWalletDisabledError extends BaseError {
  override name = 'EmbeddedWalletDisabledError'
  constructor() {
    super('The e-mail wallet is turned off for this dapp', {
      metaMessages: ['Pass `embeddedWallet: { url }` and `networks` to createAirlock.'],
    })
  }
}

export type SmartAccountUnsupportedErrorType = SmartAccountUnsupportedError & {
  name: 'SmartAccountUnsupportedError'
}
/**
 * The frame refused the smart account; the wallet stays (or falls back to) an EOA (SPEC §4).
 * The message is the spec's 'This application might not support Smart Accounts'.
 */
export class SmartAccountUnsupportedError extends BaseError {
  override name = 'SmartAccountUnsupportedError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super(userMessages.smartAccountsUnsupported, { cause })
  }
}

export type EmailLoginUnavailableErrorType = EmailLoginUnavailableError & {
  name: 'EmailLoginUnavailableError'
}
/** The e-mail wallet's code (its frame client chunk) could not be loaded (SPEC §8). */
export class EmailLoginUnavailableError extends BaseError {
  override name = 'EmailLoginUnavailableError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super(frameErrorMessages.emailLoginUnavailable, { cause })
  }
}

export type SocialLoginTimeoutErrorType = SocialLoginTimeoutError & {
  name: 'SocialLoginTimeoutError'
}
/** A social login did not finish within 45 s of the click: 'Social login timed out' (model §4.4). */
export class SocialLoginTimeoutError extends BaseError {
  override name = 'SocialLoginTimeoutError'
  constructor() {
    super('Social login timed out')
  }
}

export type SocialPopupBlockedErrorType = SocialPopupBlockedError & {
  name: 'SocialPopupBlockedError'
}
/** The browser refused the provider's window (a popup blocker): nothing was started. */
export class SocialPopupBlockedError extends BaseError {
  override name = 'SocialPopupBlockedError'
  constructor() {
    super('The login window was blocked', {
      metaMessages: ['Call connectSocial inside the click handler, before any await.'],
    })
  }
}

/** What any request to the secure origin's frame may fail with. */
export type FrameErrorType =
  | FrameRequestErrorType
  | FrameResponseErrorType
  | FrameTimeoutErrorType
  | FrameAbortedErrorType
