import { BaseError } from '@airlock/protocol'

// Input is echoed back in messages, never at any length.
function quote(value: string, max = 64): string {
  return JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value)
}

/**
 * One field of a request that failed validation: its name, a message in English, and for a card
 * field the id of the message the checkout page shows (`checkout.<code>`).
 */
export type FieldIssue = { field: string; message: string; code?: string }

export type InvalidSessionRequestErrorType = InvalidSessionRequestError & {
  name: 'InvalidSessionRequestError'
}
/** `POST /onramp/v1/sessions` got a body that does not describe a purchase the sandbox can deliver. */
export class InvalidSessionRequestError extends BaseError {
  override name = 'InvalidSessionRequestError'
  readonly status = 400
  readonly issues: readonly FieldIssue[]
  constructor({ issues }: { issues: readonly FieldIssue[] }) {
    const [first] = issues
    super(
      first
        ? `Invalid session request field "${first.field}": ${first.message}`
        : 'Invalid session request',
      {
        details:
          issues.length > 1
            ? issues.map(({ field, message }) => `${field}: ${message}`).join('; ')
            : undefined,
      },
    )
    this.issues = issues
  }
}

export type MalformedJsonErrorType = MalformedJsonError & { name: 'MalformedJsonError' }
/** A request body that is not JSON. */
export class MalformedJsonError extends BaseError {
  override name = 'MalformedJsonError'
  readonly status = 400
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Malformed JSON in request body', { cause })
  }
}

export type SessionNotFoundErrorType = SessionNotFoundError & { name: 'SessionNotFoundError' }
/** No checkout session has this id (or the sandbox restarted since, and forgot it). */
export class SessionNotFoundError extends BaseError {
  override name = 'SessionNotFoundError'
  readonly status = 404
  constructor({ id }: { id: string }) {
    super(`No checkout session ${quote(id)}`, {
      details:
        'Sessions live in memory: a restarted sandbox has forgotten them. Start a new purchase.',
    })
  }
}

export type InvalidCardErrorType = InvalidCardError & { name: 'InvalidCardError' }
/** The card form has fields that are missing or wrong; `issues` names each one. */
export class InvalidCardError extends BaseError {
  override name = 'InvalidCardError'
  readonly status = 400
  readonly issues: readonly FieldIssue[]
  constructor({ issues }: { issues: readonly FieldIssue[] }) {
    super('Check the card details', {
      details: issues.map(({ field, message }) => `${field}: ${message}`).join('; '),
    })
    this.issues = issues
  }
}

export type SessionAlreadyPaidErrorType = SessionAlreadyPaidError & {
  name: 'SessionAlreadyPaidError'
}
/** A checkout session is paid once; a declined one is over too (the buyer starts a new purchase). */
export class SessionAlreadyPaidError extends BaseError {
  override name = 'SessionAlreadyPaidError'
  readonly status = 409
  constructor({ id }: { id: string }) {
    super(`Checkout session ${quote(id)} was already paid`, {
      details: 'Each checkout takes one payment. Start a new purchase to buy again.',
    })
  }
}

export type InvalidAddressParameterErrorType = InvalidAddressParameterError & {
  name: 'InvalidAddressParameterError'
}
/** `GET /onramp/v1/transactions` needs `address`, an EVM address. */
export class InvalidAddressParameterError extends BaseError {
  override name = 'InvalidAddressParameterError'
  readonly status = 400
  constructor({ value }: { value: string | undefined }) {
    super(
      value === undefined
        ? 'Missing address query parameter'
        : `Invalid EVM address ${quote(value)} in address`,
      { details: 'Expected 0x followed by 40 hexadecimal digits, or a base58 Solana address.' },
    )
  }
}

export type UnsupportedMediaTypeErrorType = UnsupportedMediaTypeError & {
  name: 'UnsupportedMediaTypeError'
}
/** A POST whose body is not `application/json` (so a cross-site form cannot post one). */
export class UnsupportedMediaTypeError extends BaseError {
  override name = 'UnsupportedMediaTypeError'
  readonly status = 415
  constructor({ contentType }: { contentType: string | undefined }) {
    super('Expected a JSON request body (Content-Type: application/json)', {
      details: contentType ? `Got Content-Type ${quote(contentType)}.` : 'Got no Content-Type.',
    })
  }
}
