import { BaseError } from '@airlock/protocol'

// Input is echoed back in messages, never at any length.
function quote(value: string, max = 64): string {
  return JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value)
}

export type InvalidSiweMessageErrorType = InvalidSiweMessageError & {
  name: 'InvalidSiweMessageError'
}
/** The sign-in message does not follow the EIP-4361 grammar, or a field is malformed or too long. */
export class InvalidSiweMessageError extends BaseError {
  override name = 'InvalidSiweMessageError'
  readonly status = 400
  /** The EIP-4361 field at fault, such as `Issued At`; `undefined` for the message as a whole. */
  readonly field: string | undefined
  constructor({ field, reason, value }: { field?: string; reason: string; value?: string }) {
    super(`Invalid sign-in message: ${field ? `"${field}" ` : ''}${reason}`, {
      details: value === undefined ? undefined : `Got ${quote(value)}.`,
    })
    this.field = field
  }
}

export type SiweDomainMismatchErrorType = SiweDomainMismatchError & {
  name: 'SiweDomainMismatchError'
}
/**
 * The message's `domain` is not one of the project's allowed origins, or not the origin the
 * request came from: a signature made for another site must not sign in here.
 */
export class SiweDomainMismatchError extends BaseError {
  override name = 'SiweDomainMismatchError'
  readonly status = 403
  constructor({ domain, expected }: { domain: string; expected?: string }) {
    super(`Sign-in message domain ${quote(domain)} is not allowed`, {
      details: expected
        ? `The request comes from ${quote(expected, 256)}.`
        : "It is not on the project's allowed origins.",
    })
  }
}

export type SiweSchemeMismatchErrorType = SiweSchemeMismatchError & {
  name: 'SiweSchemeMismatchError'
}
/** The message's scheme (https when it names none) is not the scheme of the request's origin. */
export class SiweSchemeMismatchError extends BaseError {
  override name = 'SiweSchemeMismatchError'
  readonly status = 403
  constructor({ scheme, expected }: { scheme: string; expected: string }) {
    super(`Sign-in message scheme ${quote(scheme)} is not allowed`, {
      details: `Expected ${quote(expected)}. A message without a scheme means https; write "${expected}://<domain> wants you to sign in…" for another one.`,
    })
  }
}

export type SiweUriMismatchErrorType = SiweUriMismatchError & { name: 'SiweUriMismatchError' }
/** The message's `URI` is not an http(s) URI on the origin the message names in its domain. */
export class SiweUriMismatchError extends BaseError {
  override name = 'SiweUriMismatchError'
  readonly status = 403
  constructor({ uri, origin }: { uri: string; origin: string }) {
    super(`Sign-in message URI ${quote(uri, 256)} is not allowed`, {
      details: `Expected an http(s) URI on ${quote(origin, 256)}, the origin of the message's domain.`,
    })
  }
}

export type UnsupportedSiweChainErrorType = UnsupportedSiweChainError & {
  name: 'UnsupportedSiweChainError'
}
/** The message's `Chain ID` is not a chain this server has an RPC endpoint for. */
export class UnsupportedSiweChainError extends BaseError {
  override name = 'UnsupportedSiweChainError'
  readonly status = 400
  constructor({
    chainId,
    supported,
  }: {
    chainId: number | string
    supported: readonly (number | string)[]
  }) {
    super(`Sign-in message chain ID ${chainId} is not supported`, {
      details: `This server serves chain IDs ${supported.join(', ') || '(none)'}.`,
    })
  }
}

export type SiweMessageExpiredErrorType = SiweMessageExpiredError & {
  name: 'SiweMessageExpiredError'
}
/** The message's `Expiration Time` has passed. */
export class SiweMessageExpiredError extends BaseError {
  override name = 'SiweMessageExpiredError'
  readonly status = 401
  constructor({ expirationTime }: { expirationTime: Date }) {
    super('Sign-in message has expired', {
      details: `Its Expiration Time was ${expirationTime.toISOString()}.`,
    })
  }
}

export type SiweMessageNotYetValidErrorType = SiweMessageNotYetValidError & {
  name: 'SiweMessageNotYetValidError'
}
/** The message's `Not Before` is still in the future. */
export class SiweMessageNotYetValidError extends BaseError {
  override name = 'SiweMessageNotYetValidError'
  readonly status = 401
  constructor({ notBefore }: { notBefore: Date }) {
    super('Sign-in message is not valid yet', {
      details: `Its Not Before is ${notBefore.toISOString()}.`,
    })
  }
}

export type SiweIssuedInFutureErrorType = SiweIssuedInFutureError & {
  name: 'SiweIssuedInFutureError'
}
/** The message's `Issued At` is later than now (beyond the allowed clock skew). */
export class SiweIssuedInFutureError extends BaseError {
  override name = 'SiweIssuedInFutureError'
  readonly status = 401
  constructor({ issuedAt }: { issuedAt: Date }) {
    super('Sign-in message is issued in the future', {
      details: `Its Issued At is ${issuedAt.toISOString()}; check the device's clock.`,
    })
  }
}

export type UnknownNonceErrorType = UnknownNonceError & { name: 'UnknownNonceError' }
/** This server (for this project) never issued the message's `Nonce`. */
export class UnknownNonceError extends BaseError {
  override name = 'UnknownNonceError'
  readonly status = 401
  constructor() {
    super('Sign-in nonce was not issued by this server', {
      details: 'Get a nonce from GET /auth/v1/nonce for this project and sign a new message.',
    })
  }
}

export type NonceAlreadyUsedErrorType = NonceAlreadyUsedError & { name: 'NonceAlreadyUsedError' }
/** The message's `Nonce` already signed someone in: each nonce works once. */
export class NonceAlreadyUsedError extends BaseError {
  override name = 'NonceAlreadyUsedError'
  readonly status = 401
  constructor() {
    super('Sign-in nonce has already been used', {
      details: 'Each nonce signs in once; get a new one and sign a new message.',
    })
  }
}

export type NonceExpiredErrorType = NonceExpiredError & { name: 'NonceExpiredError' }
/** The message's `Nonce` was issued too long ago. */
export class NonceExpiredError extends BaseError {
  override name = 'NonceExpiredError'
  readonly status = 401
  constructor({ ttlMs }: { ttlMs: number }) {
    super('Sign-in nonce has expired', {
      details: `A nonce must be used within ${Math.round(ttlMs / 1000)} seconds; get a new one.`,
    })
  }
}

export type InvalidNonceTokenErrorType = InvalidNonceTokenError & {
  name: 'InvalidNonceTokenError'
}
/** `x-nonce-jwt` is missing, or is not the token issued with the message's nonce. */
export class InvalidNonceTokenError extends BaseError {
  override name = 'InvalidNonceTokenError'
  readonly status = 401
  constructor({ missing }: { missing: boolean }) {
    super(missing ? 'Missing nonce token' : 'Nonce token does not match the nonce', {
      details:
        'Send the token GET /auth/v1/nonce answered with the nonce as "x-nonce-jwt: Bearer <token>".',
    })
  }
}

export type InvalidSiweSignatureErrorType = InvalidSiweSignatureError & {
  name: 'InvalidSiweSignatureError'
}
/**
 * The signature is not the message's address's: not by its key (EOA), not accepted by its
 * contract (ERC-1271), and not a valid counterfactual one (ERC-6492).
 */
export class InvalidSiweSignatureError extends BaseError {
  override name = 'InvalidSiweSignatureError'
  readonly status = 401
  constructor({ address, chainId }: { address: string; chainId: number | string }) {
    super(`Signature is not valid for ${address} on chain ${chainId}`)
  }
}

export type SiweDataMismatchErrorType = SiweDataMismatchError & { name: 'SiweDataMismatchError' }
/** The request's `data` describes another message than the signed one. */
export class SiweDataMismatchError extends BaseError {
  override name = 'SiweDataMismatchError'
  readonly status = 400
  constructor({ field }: { field: string }) {
    super(`Sign-in data field "${field}" does not match the signed message`)
  }
}

export type NotSignedInErrorType = NotSignedInError & { name: 'NotSignedInError' }
/** No session token came with the request, or it is unknown, expired or signed out. */
export class NotSignedInError extends BaseError {
  override name = 'NotSignedInError'
  readonly status = 401
  constructor({ reason }: { reason: 'missing' | 'invalid' }) {
    super('Not signed in', {
      details:
        reason === 'missing'
          ? 'Send the session token as "Authorization: Bearer <token>" or its cookie.'
          : 'The session token is unknown, expired or signed out; sign in again.',
    })
  }
}

export type NonceRateLimitedErrorType = NonceRateLimitedError & { name: 'NonceRateLimitedError' }
/** Too many nonces requested by one client for one project in the current window. */
export class NonceRateLimitedError extends BaseError {
  override name = 'NonceRateLimitedError'
  readonly status = 429
  readonly retryAfterSeconds: number
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super('Too many sign-in nonces requested', {
      details: `Retry after ${retryAfterSeconds} seconds.`,
    })
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export type SignatureVerificationUnavailableErrorType = SignatureVerificationUnavailableError & {
  name: 'SignatureVerificationUnavailableError'
}
/**
 * The chain could not be asked whether a contract account accepts the signature (its RPC endpoint
 * failed). Not the client's fault: the route answers it with 502, and the nonce stays usable.
 */
export class SignatureVerificationUnavailableError extends BaseError {
  override name = 'SignatureVerificationUnavailableError'
  readonly status = 502
  constructor({
    chainId,
    servedChainId,
    cause,
  }: {
    chainId: number
    /** The chain the RPC endpoint answered for, when it is another one. */
    servedChainId?: number
    cause?: unknown
  }) {
    super(
      servedChainId === undefined
        ? `Could not verify the signature: chain ${chainId} did not answer`
        : `Could not verify the signature: the RPC endpoint of chain ${chainId} serves chain ${servedChainId}`,
      { cause },
    )
  }
}

export type UnstorableJsonErrorType = UnstorableJsonError & { name: 'UnstorableJsonError' }
/**
 * A JSON body the database cannot store as it is: a NUL character, an unpaired UTF-16 surrogate,
 * or nesting deeper than the limit.
 */
export class UnstorableJsonError extends BaseError {
  override name = 'UnstorableJsonError'
  readonly status = 400
  constructor({ reason }: { reason: string }) {
    super(`Invalid request body: ${reason}`)
  }
}
