import { BaseError } from '@airlock/protocol'

// Input is echoed back in messages, never at any length: a 10 KB id stays a short message.
function quote(value: string, max = 64): string {
  return JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value)
}

export type InvalidChainFilterErrorType = InvalidChainFilterError & {
  name: 'InvalidChainFilterError'
}
/** `GET /getWallets?chains=…` holds a value that is not a CAIP-2 network id. */
export class InvalidChainFilterError extends BaseError {
  override name = 'InvalidChainFilterError'
  readonly status = 400
  constructor({ value, cause }: { value: string; cause?: unknown }) {
    super(`Invalid CAIP-2 network id ${quote(value)} in chains`, {
      details: 'Each of chains must be namespace:reference, such as eip155:1.',
      cause,
    })
  }
}

export type InvalidImageIdErrorType = InvalidImageIdError & { name: 'InvalidImageIdError' }
/** An image was asked for by an id with characters its kind of id never has. */
export class InvalidImageIdError extends BaseError {
  override name = 'InvalidImageIdError'
  readonly status = 400
  constructor({ id, kind, expected }: { id: string; kind: string; expected: string }) {
    super(`Invalid ${kind} id ${quote(id)}`, { details: `Expected ${expected}.` })
  }
}

export type ImageNotFoundErrorType = ImageNotFoundError & { name: 'ImageNotFoundError' }
/** No image has this id. */
export class ImageNotFoundError extends BaseError {
  override name = 'ImageNotFoundError'
  readonly status = 404
  constructor({ id, kind }: { id: string; kind: string }) {
    super(`No ${kind} ${quote(id)}`)
  }
}

export type CatalogueFileErrorType = CatalogueFileError & { name: 'CatalogueFileError' }
/** A catalogue import file cannot be read, is not JSON, or has none of the accepted shapes. */
export class CatalogueFileError extends BaseError {
  override name = 'CatalogueFileError'
  constructor({ file, problem, cause }: { file: string; problem: string; cause?: unknown }) {
    super(`Cannot import ${file}: ${problem}`, { cause })
  }
}
