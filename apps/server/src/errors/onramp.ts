import { BaseError } from '@airlock/protocol'

// Input is echoed back in messages, never at any length.
function quote(value: string, max = 64): string {
  return JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value)
}

function listed(values: readonly string[]): string {
  return values.length > 0 ? values.join(', ') : 'none'
}

export type UnknownOnRampProviderErrorType = UnknownOnRampProviderError & {
  name: 'UnknownOnRampProviderError'
}
/** A provider id this server has not configured (or none at all is configured). */
export class UnknownOnRampProviderError extends BaseError {
  override name = 'UnknownOnRampProviderError'
  readonly status = 400
  constructor({ value, configured }: { value: string | undefined; configured: readonly string[] }) {
    super(
      value === undefined
        ? 'No on-ramp provider is configured'
        : `Unknown on-ramp provider ${quote(value)}`,
      {
        details:
          configured.length > 0
            ? `This server offers ${configured.join(', ')} (GET /v1/onramp/providers).`
            : 'The operator sets ONRAMP_SANDBOX_URL, COINBASE_ONRAMP_APP_ID or MELD_PUBLIC_KEY.',
      },
    )
  }
}

export type UnknownPaymentCurrencyErrorType = UnknownPaymentCurrencyError & {
  name: 'UnknownPaymentCurrencyError'
}
/** A fiat currency the provider does not take. */
export class UnknownPaymentCurrencyError extends BaseError {
  override name = 'UnknownPaymentCurrencyError'
  readonly status = 400
  constructor({ value, offered }: { value: string; offered: readonly string[] }) {
    super(`Unknown payment currency ${quote(value)}`, {
      details: `Expected one of ${listed(offered)} (GET /v1/onramp/options).`,
    })
  }
}

export type UnknownPaymentMethodErrorType = UnknownPaymentMethodError & {
  name: 'UnknownPaymentMethodError'
}
/** A payment method the provider does not offer for that currency. */
export class UnknownPaymentMethodError extends BaseError {
  override name = 'UnknownPaymentMethodError'
  readonly status = 400
  constructor({
    value,
    currency,
    offered,
  }: { value: string; currency: string; offered: readonly string[] }) {
    super(`Payment method ${quote(value)} is not offered for ${currency}`, {
      details: `Expected one of ${listed(offered)}.`,
    })
  }
}

export type UnknownPurchaseCurrencyErrorType = UnknownPurchaseCurrencyError & {
  name: 'UnknownPurchaseCurrencyError'
}
/** A crypto currency the provider does not sell. */
export class UnknownPurchaseCurrencyError extends BaseError {
  override name = 'UnknownPurchaseCurrencyError'
  readonly status = 400
  constructor({ value, offered }: { value: string; offered: readonly string[] }) {
    super(`Unknown purchase currency ${quote(value)}`, {
      details: `Expected one of ${listed(offered)} (GET /v1/onramp/options).`,
    })
  }
}

export type UnknownOnRampNetworkErrorType = UnknownOnRampNetworkError & {
  name: 'UnknownOnRampNetworkError'
}
/** A network the currency is not sold on, by this provider. */
export class UnknownOnRampNetworkError extends BaseError {
  override name = 'UnknownOnRampNetworkError'
  readonly status = 400
  constructor({
    value,
    currency,
    offered,
  }: { value: string; currency: string | undefined; offered: readonly string[] }) {
    super(
      currency === undefined
        ? `Unknown on-ramp network ${quote(value)}`
        : `${currency} is not sold on network ${quote(value)}`,
      { details: `Expected one of ${listed(offered)} (GET /v1/onramp/options).` },
    )
  }
}

export type InvalidOnRampAmountErrorType = InvalidOnRampAmountError & {
  name: 'InvalidOnRampAmountError'
}
/** An amount that is not a positive decimal with at most two places. */
export class InvalidOnRampAmountError extends BaseError {
  override name = 'InvalidOnRampAmountError'
  readonly status = 400
  constructor({ value, field, currency }: { value: string; field: string; currency: string }) {
    super(`Invalid ${field} ${quote(value)}`, {
      details: `Expected a positive number of ${currency} with at most two decimal places, such as 50.00.`,
    })
  }
}

export type OnRampAmountOutOfRangeErrorType = OnRampAmountOutOfRangeError & {
  name: 'OnRampAmountOutOfRangeError'
}
/** An amount below the payment method's minimum or above its maximum. */
export class OnRampAmountOutOfRangeError extends BaseError {
  override name = 'OnRampAmountOutOfRangeError'
  readonly status = 400
  constructor({
    bound,
    limit,
    currency,
    method,
  }: { bound: 'min' | 'max'; limit: string; currency: string; method: string }) {
    super(
      `Amount must be at ${bound === 'min' ? 'least' : 'most'} ${limit} ${currency} for ${method}`,
    )
  }
}

export type InvalidQuoteIdErrorType = InvalidQuoteIdError & { name: 'InvalidQuoteIdError' }
/** A quote id this server did not sign, or one altered since. */
export class InvalidQuoteIdError extends BaseError {
  override name = 'InvalidQuoteIdError'
  readonly status = 400
  constructor() {
    super('Invalid quoteId', {
      details: 'Pass the quoteId of POST /v1/onramp/quote unchanged.',
    })
  }
}

export type QuoteExpiredErrorType = QuoteExpiredError & { name: 'QuoteExpiredError' }
/** A quote older than its lifetime: prices and gas have moved on. */
export class QuoteExpiredError extends BaseError {
  override name = 'QuoteExpiredError'
  readonly status = 400
  constructor({ expiredAt }: { expiredAt: Date }) {
    super('The quote has expired', {
      details: `It was valid until ${expiredAt.toISOString()}. Ask POST /v1/onramp/quote for a new one.`,
    })
  }
}

export type QuoteMismatchErrorType = QuoteMismatchError & { name: 'QuoteMismatchError' }
/** The URL request asks for something other than what its quote priced. */
export class QuoteMismatchError extends BaseError {
  override name = 'QuoteMismatchError'
  readonly status = 400
  constructor({ field, expected, got }: { field: string; expected: string; got: string }) {
    super(`${field} does not match the quote`, {
      details: `The quote is for ${quote(expected)}, the request says ${quote(got)}.`,
    })
  }
}

export type QuoteRequiredErrorType = QuoteRequiredError & { name: 'QuoteRequiredError' }
/** A provider that delivers exactly what this server quoted needs the quote's id. */
export class QuoteRequiredError extends BaseError {
  override name = 'QuoteRequiredError'
  readonly status = 400
  constructor({ provider }: { provider: string }) {
    super(`The ${provider} checkout needs a quoteId`, {
      details: 'Ask POST /v1/onramp/quote first and pass its quoteId.',
    })
  }
}

export type InvalidDestinationAddressErrorType = InvalidDestinationAddressError & {
  name: 'InvalidDestinationAddressError'
}
/** A destination wallet whose address is not an EVM address. */
export class InvalidDestinationAddressError extends BaseError {
  override name = 'InvalidDestinationAddressError'
  readonly status = 400
  constructor({
    field,
    value,
    kind = 'EVM',
  }: { field: string; value: string; kind?: 'EVM' | 'Solana' }) {
    super(`Invalid ${kind} address ${quote(value)} in ${field}`, {
      details:
        kind === 'EVM'
          ? 'Expected 0x followed by 40 hexadecimal digits.'
          : 'Expected 32 to 44 base58 characters that decode to 32 bytes.',
    })
  }
}

export type OnRampPriceUnavailableErrorType = OnRampPriceUnavailableError & {
  name: 'OnRampPriceUnavailableError'
}
/** The network is offered, but this server has no price for the currency there. */
export class OnRampPriceUnavailableError extends BaseError {
  override name = 'OnRampPriceUnavailableError'
  readonly status = 422
  constructor({
    currency,
    network,
    reason,
  }: { currency: string; network: string; reason: string }) {
    super(`No price for ${currency} on ${network}`, { details: reason })
  }
}

export type OnRampRegionRestrictedErrorType = OnRampRegionRestrictedError & {
  name: 'OnRampRegionRestrictedError'
}
/** The operator does not offer buying in the country the request comes from. */
export class OnRampRegionRestrictedError extends BaseError {
  override name = 'OnRampRegionRestrictedError'
  readonly status = 403
  constructor() {
    super('Buying crypto is not available in your region')
  }
}

export type OnRampCheckoutRefusedErrorType = OnRampCheckoutRefusedError & {
  name: 'OnRampCheckoutRefusedError'
}
/** The provider answered, and refused to open this checkout. */
export class OnRampCheckoutRefusedError extends BaseError {
  override name = 'OnRampCheckoutRefusedError'
  readonly status = 422
  constructor({ provider, reason }: { provider: string; reason: string }) {
    super(`${provider} refused the checkout`, { details: reason })
  }
}

export type OnRampProviderUnavailableErrorType = OnRampProviderUnavailableError & {
  name: 'OnRampProviderUnavailableError'
}
/**
 * The provider did not answer, or answered nonsense: not the client's fault. The on-ramp routes
 * answer it with 502; it carries no 4xx `status`, so it is never mistaken for bad input.
 */
export class OnRampProviderUnavailableError extends BaseError {
  override name = 'OnRampProviderUnavailableError'
  constructor({ provider, cause }: { provider: string; cause?: unknown }) {
    super(`${provider} is not answering`, {
      details: 'Try again in a moment.',
      cause,
    })
  }
}

export type OnRampFeesExceedAmountErrorType = OnRampFeesExceedAmountError & {
  name: 'OnRampFeesExceedAmountError'
}
/** The fees alone take the whole amount (gas on a busy chain): nothing would be left to buy. */
export class OnRampFeesExceedAmountError extends BaseError {
  override name = 'OnRampFeesExceedAmountError'
  readonly status = 400
  constructor({ fees, currency }: { fees: string; currency: string }) {
    super(`Amount must be more than the fees of ${fees} ${currency}`)
  }
}

export type OnRampChainUnavailableErrorType = OnRampChainUnavailableError & {
  name: 'OnRampChainUnavailableError'
}
/**
 * The node of the chain a quote is priced on did not answer. Like
 * `OnRampProviderUnavailableError` it has no 4xx `status`: the on-ramp routes answer it with 502.
 */
export class OnRampChainUnavailableError extends BaseError {
  override name = 'ChainUnavailableError'
  constructor({ chainId, message, cause }: { chainId: string; message: string; cause?: unknown }) {
    super(message, { details: `No answer from the node of ${chainId}.`, cause })
  }
}

export type OnRampRateLimitedErrorType = OnRampRateLimitedError & {
  name: 'OnRampRateLimitedError'
}
/** Too many quotes or checkout URLs asked for by one client of a project (counted per replica set). */
export class OnRampRateLimitedError extends BaseError {
  override name = 'OnRampRateLimitedError'
  readonly status = 429
  readonly retryAfterSeconds: number
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super('Too many on-ramp quotes or checkout URLs requested', {
      details: `Retry after ${retryAfterSeconds} seconds.`,
    })
    this.retryAfterSeconds = retryAfterSeconds
  }
}
