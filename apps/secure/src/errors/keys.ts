import { BaseError } from '@airlock/protocol'

export type WalletShareMismatchErrorType = WalletShareMismatchError & {
  name: 'WalletShareMismatchError'
}
/**
 * Two shares did not rebuild the wallet's key: the key they give derives another address (or is
 * no valid secp256k1 key at all). One of them is corrupted, or they belong to different wallets.
 * The rebuilt bytes were wiped; nothing may be signed.
 */
export class WalletShareMismatchError extends BaseError {
  override name = 'WalletShareMismatchError'
  readonly expectedAddress: string
  constructor({ expectedAddress, cause }: { expectedAddress: string; cause?: unknown }) {
    super('The wallet shares do not rebuild this wallet', {
      details: `They do not derive ${expectedAddress}: a share is corrupted or from another wallet.`,
      cause,
    })
    this.expectedAddress = expectedAddress
  }
}

export type InvalidWalletShareErrorType = InvalidWalletShareError & {
  name: 'InvalidWalletShareError'
}
/** A share is not 33 bytes, has the x coordinate 0, or both shares have the same coordinate. */
export class InvalidWalletShareError extends BaseError {
  override name = 'InvalidWalletShareError'
  constructor({ reason }: { reason: string }) {
    super(`Invalid wallet share: ${reason}`)
  }
}

export type InvalidWalletKeyErrorType = InvalidWalletKeyError & { name: 'InvalidWalletKeyError' }
/** A key to split is not 32 bytes, or not a valid secp256k1 private key (0, or ≥ the order n). */
export class InvalidWalletKeyError extends BaseError {
  override name = 'InvalidWalletKeyError'
  constructor({ reason }: { reason: string }) {
    super(`Invalid wallet key: ${reason}`)
  }
}
