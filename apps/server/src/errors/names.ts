import { BaseError } from '@airlock/protocol'

// Refusals of the name service (`/v1/profile/*`) and its gateway. The profile routes answer each
// in the model product's shape, `{ status, reasons: [{ name, description }] }`.

function quote(value: string, max = 64): string {
  return JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value)
}

export type InvalidNameErrorType = InvalidNameError & { name: 'InvalidNameError' }
/** The name is not one that may be registered: ENSIP-15 refuses it, or the model's rule does. */
export class InvalidNameError extends BaseError {
  override name = 'InvalidNameError'
  readonly status = 400
  constructor({ value, reason }: { value: string; reason: string }) {
    super(`Invalid name ${quote(value)}: ${reason}`)
  }
}

export type NameReservedErrorType = NameReservedError & { name: 'NameReservedError' }
/** The label is on the operator's reserved list. */
export class NameReservedError extends BaseError {
  override name = 'NameReservedError'
  readonly status = 403
  constructor({ name }: { name: string }) {
    super(`Name ${quote(name)} is reserved`)
  }
}

export type NameTakenErrorType = NameTakenError & { name: 'NameTakenError' }
/** Another account holds the name. */
export class NameTakenError extends BaseError {
  override name = 'NameTakenError'
  readonly status = 409
  constructor({ name }: { name: string }) {
    super(`Name ${quote(name)} is already registered`)
  }
}

export type NameNotFoundErrorType = NameNotFoundError & { name: 'NameNotFoundError' }
/** Nobody registered the name. */
export class NameNotFoundError extends BaseError {
  override name = 'NameNotFoundError'
  readonly status = 404
  constructor({ name }: { name: string }) {
    super(`Name ${quote(name)} is not registered`)
  }
}

export type InvalidNameMessageErrorType = InvalidNameMessageError & {
  name: 'InvalidNameMessageError'
}
/** The signed message is not the JSON `{ name, attributes, timestamp }`, or its address or coin type is malformed. */
export class InvalidNameMessageError extends BaseError {
  override name = 'InvalidNameMessageError'
  readonly status = 400
  constructor({ reason }: { reason: string }) {
    super(`Invalid registration: ${reason}`)
  }
}

export type StaleNameMessageErrorType = StaleNameMessageError & { name: 'StaleNameMessageError' }
/** The message's timestamp is more than the allowed skew away from the server's clock. */
export class StaleNameMessageError extends BaseError {
  override name = 'StaleNameMessageError'
  readonly status = 400
  constructor({
    timestamp,
    now,
    skewSeconds,
  }: { timestamp: number; now: number; skewSeconds: number }) {
    super('The registration message is too old or from the future', {
      details: `Its timestamp ${timestamp} is ${Math.abs(now - timestamp)} s from the server's ${now}; at most ${skewSeconds} s are allowed. Sign a new message.`,
    })
  }
}

export type ReplayedNameMessageErrorType = ReplayedNameMessageError & {
  name: 'ReplayedNameMessageError'
}
/** A message no newer than one already accepted for the name: a replay. */
export class ReplayedNameMessageError extends BaseError {
  override name = 'ReplayedNameMessageError'
  readonly status = 409
  constructor({ name }: { name: string }) {
    super(`This registration message for ${quote(name)} was already used`, {
      details: 'Sign a new message: each is accepted once.',
    })
  }
}

export type InvalidNameSignatureErrorType = InvalidNameSignatureError & {
  name: 'InvalidNameSignatureError'
}
/** The signature is not the address's signature of the message. */
export class InvalidNameSignatureError extends BaseError {
  override name = 'InvalidNameSignatureError'
  readonly status = 401
  constructor({ address }: { address: string }) {
    super(`The signature is not ${address}'s signature of the message`)
  }
}

export type NameRegistrationNotAllowedErrorType = NameRegistrationNotAllowedError & {
  name: 'NameRegistrationNotAllowedError'
}
/** The project lets only its embedded wallets register names, and this address is not one. */
export class NameRegistrationNotAllowedError extends BaseError {
  override name = 'NameRegistrationNotAllowedError'
  readonly status = 403
  constructor({ address }: { address: string }) {
    super(`${address} may not register a name`, {
      details: 'This project lets only its e-mail and social wallets register names.',
    })
  }
}

export type UnsupportedCoinTypeErrorType = UnsupportedCoinTypeError & {
  name: 'UnsupportedCoinTypeError'
}
/** The coin type is not ENSIP-11's form of a chain the server serves. */
export class UnsupportedCoinTypeError extends BaseError {
  override name = 'UnsupportedCoinTypeError'
  readonly status = 400
  constructor({ coinType }: { coinType: number }) {
    super(`Coin type ${coinType} is not one of a chain this server serves`, {
      details: "Send ENSIP-11's form of the chain id: 0x80000000 | chainId.",
    })
  }
}

export type InvalidGatewayRequestErrorType = InvalidGatewayRequestError & {
  name: 'InvalidGatewayRequestError'
}
/** A CCIP-Read request the gateway cannot answer: malformed call data or an unsupported record. */
export class InvalidGatewayRequestError extends BaseError {
  override name = 'InvalidGatewayRequestError'
  readonly status = 400
  constructor({ reason }: { reason: string }) {
    super(`Invalid gateway request: ${reason}`)
  }
}
