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

export type WalletNotFoundErrorType = WalletNotFoundError & { name: 'WalletNotFoundError' }
/** The admin API was asked to change a wallet the catalogue does not have. */
export class WalletNotFoundError extends BaseError {
  override name = 'WalletNotFoundError'
  readonly status = 404
  constructor({ id }: { id: string }) {
    super(`No wallet ${quote(id)} in the catalogue`)
  }
}

export type CatalogueImportRefusedErrorType = CatalogueImportRefusedError & {
  name: 'CatalogueImportRefusedError'
}
/**
 * A console import refused whole: not a catalogue, no wallets, or some entries invalid (an
 * import lands all or nothing). `details` names the first bad entries.
 */
export class CatalogueImportRefusedError extends BaseError {
  override name = 'CatalogueImportRefusedError'
  readonly status = 400
  constructor({ problem, details }: { problem: string; details?: string | undefined }) {
    super(`Nothing imported: ${problem}`, details === undefined ? {} : { details })
  }
}

export type InvalidWalletOrderErrorType = InvalidWalletOrderError & {
  name: 'InvalidWalletOrderError'
}
/** A featured list naming a wallet twice. */
export class InvalidWalletOrderError extends BaseError {
  override name = 'InvalidWalletOrderError'
  readonly status = 400
  constructor() {
    super('Each wallet may appear in the featured list once')
  }
}
