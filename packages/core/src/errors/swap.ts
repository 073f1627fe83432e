// Errors of the swap: the convert routes' client, and each step of a swap. A step's
// `shortMessage` is the spec's text for it (SPEC §8), which the modal shows; the cause says what
// actually went wrong. `BaseError` comes from `@airlock/protocol`'s constants-only modules, which
// bundle without zod.
import { BaseError, httpStatusMessage, inputMessages, userMessages } from '@airlock/protocol'
import { HttpRequestError, HttpResponseError, HttpStatusAnswerError } from './http.js'

export type ConvertHttpErrorType = ConvertHttpError & { name: 'ConvertHttpError' }
/**
 * A convert route answered outside 200–299. `shortMessage` is the server's own message when it
 * sent one (`'Network not supported for Swaps'`, a 4xx naming the bad parameter…), else
 * 'HTTP status code: N' (SPEC §8).
 */
export class ConvertHttpError extends HttpStatusAnswerError {
  override name = 'ConvertHttpError'
  constructor({
    status,
    url,
    message,
    serverName,
    details,
  }: {
    status: number
    url: string
    message?: string | undefined
    serverName?: string | undefined
    details?: string | undefined
  }) {
    super(message ?? httpStatusMessage(status), {
      status,
      url,
      serverName,
      details,
      metaMessages: [`URL: ${url}`, `Status: ${status}`],
    })
  }
}

export type ConvertRequestErrorType = ConvertRequestError & { name: 'ConvertRequestError' }
/** A convert route could not be reached (offline, server down, aborted). */
export class ConvertRequestError extends HttpRequestError {
  override name = 'ConvertRequestError'
  constructor({ url, cause }: { url: string; cause: unknown }) {
    super('The swap server could not be reached', { url, metaMessages: [`URL: ${url}`], cause })
  }
}

export type ConvertResponseErrorType = ConvertResponseError & { name: 'ConvertResponseError' }
/** A convert route answered 2xx with a body that is not the shape `@airlock/protocol` gives it. */
export class ConvertResponseError extends HttpResponseError {
  override name = 'ConvertResponseError'
  constructor({ url, details }: { url: string; details: string }) {
    super('The swap server answered with an unreadable body', {
      url,
      details,
      metaMessages: [`URL: ${url}`],
    })
  }
}

export type SwapInitializeErrorType = SwapInitializeError & { name: 'SwapInitializeError' }
/** Tokens, balances or the gas price could not be read when the Swap view opened. */
export class SwapInitializeError extends BaseError {
  override name = 'SwapInitializeError'
  constructor({ cause }: { cause: unknown }) {
    super(userMessages.initializeSwapFailed, { cause })
  }
}

export type SwapNetworkUnsupportedErrorType = SwapNetworkUnsupportedError & {
  name: 'SwapNetworkUnsupportedError'
}
/** The server has no swap router on the connected chain. */
export class SwapNetworkUnsupportedError extends BaseError {
  override name = 'SwapNetworkUnsupportedError'
  constructor({ chainId, cause }: { chainId: string; cause?: unknown }) {
    super(userMessages.swapNetworkUnsupported, { details: `Chain ${chainId}.`, cause })
  }
}

export type SwapNetworkPriceErrorType = SwapNetworkPriceError & { name: 'SwapNetworkPriceError' }
/** The USD prices (of the native token first) could not be read: fees show without USD. */
export class SwapNetworkPriceError extends BaseError {
  override name = 'SwapNetworkPriceError'
  constructor({ cause }: { cause: unknown }) {
    super(userMessages.fetchNetworkTokenPriceFailed, { cause })
  }
}

export type SwapAmountErrorType = SwapAmountError & { name: 'SwapAmountError' }
/** A quote or a swap was asked for without a positive amount (SPEC §5). */
export class SwapAmountError extends BaseError {
  override name = 'SwapAmountError'
  constructor({ amount }: { amount: string }) {
    super(inputMessages.enterValidAmount, {
      details: `${inputMessages.incorrectAmount}: ${JSON.stringify(amount.slice(0, 40))}.`,
    })
  }
}

export type SwapAllowanceErrorType = SwapAllowanceError & { name: 'SwapAllowanceError' }
/** What the router may spend of the source token could not be read. */
export class SwapAllowanceError extends BaseError {
  override name = 'SwapAllowanceError'
  constructor({ cause }: { cause: unknown }) {
    super(userMessages.checkAllowanceFailed, { cause })
  }
}

export type SwapApprovalBuildErrorType = SwapApprovalBuildError & {
  name: 'SwapApprovalBuildError'
}
/** The approval could not be built, or what the server built is not the approval asked for. */
export class SwapApprovalBuildError extends BaseError {
  override name = 'SwapApprovalBuildError'
  constructor({ cause, details }: { cause?: unknown; details?: string | undefined }) {
    super(userMessages.createApprovalTransactionFailed, { cause, details })
  }
}

export type SwapTransactionBuildErrorType = SwapTransactionBuildError & {
  name: 'SwapTransactionBuildError'
}
/** The swap could not be built, or what the server built is not the swap asked for. */
export class SwapTransactionBuildError extends BaseError {
  override name = 'SwapTransactionBuildError'
  constructor({ cause, details }: { cause?: unknown; details?: string | undefined }) {
    super(userMessages.createTransactionFailed, { cause, details })
  }
}

export type SwapTransactionErrorType = SwapTransactionError & { name: 'SwapTransactionError' }
/** The wallet failed to send the approval or the swap, or it was mined and reverted. */
export class SwapTransactionError extends BaseError {
  override name = 'SwapTransactionError'
  /** Which transaction failed. */
  readonly step: 'approval' | 'swap'
  constructor({
    step,
    hash,
    cause,
  }: {
    step: 'approval' | 'swap'
    hash?: string | undefined
    cause?: unknown
  }) {
    super(userMessages.transactionError, {
      details: hash ? `The ${step} transaction ${hash} reverted.` : `The ${step} was not sent.`,
      cause,
    })
    this.step = step
  }
}

export type SwapRejectedErrorType = SwapRejectedError & { name: 'SwapRejectedError' }
/** The person declined the approval or the swap in the wallet. */
export class SwapRejectedError extends BaseError {
  override name = 'SwapRejectedError'
  /** Which transaction was declined. */
  readonly step: 'approval' | 'swap'
  constructor({ step, cause }: { step: 'approval' | 'swap'; cause: unknown }) {
    super(userMessages.signatureDeclined, { details: `The ${step} was declined.`, cause })
    this.step = step
  }
}

export type SwapQuoteUnavailableErrorType = SwapQuoteUnavailableError & {
  name: 'SwapQuoteUnavailableError'
}
/** The server answered the quote request with no quote for the pair. */
export class SwapQuoteUnavailableError extends BaseError {
  override name = 'SwapQuoteUnavailableError'
  constructor() {
    super('The server had no quote for this pair.')
  }
}
