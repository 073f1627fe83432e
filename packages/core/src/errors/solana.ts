// Errors of the solana adapter: wallets found over the Wallet Standard and what they lack.
import { BaseError, walletMessages } from '@airlock/protocol'

export type SolanaAccountMissingErrorType = SolanaAccountMissingError & {
  name: 'SolanaAccountMissingError'
}
/** The wallet connected without a Solana account, or none is connected to sign with. */
export class SolanaAccountMissingError extends BaseError {
  override name = 'SolanaAccountMissingError'
  constructor({ wallet }: { wallet: string | undefined }) {
    super(
      wallet
        ? `${wallet} connected no Solana account.`
        : 'No Solana wallet is connected: connect one first.',
    )
  }
}

export type SolanaFeatureMissingErrorType = SolanaFeatureMissingError & {
  name: 'SolanaFeatureMissingError'
}
/** The wallet does not offer a Wallet Standard feature the action needs (or answered nothing). */
export class SolanaFeatureMissingError extends BaseError {
  override name = 'SolanaFeatureMissingError'
  readonly feature: string
  constructor({ feature }: { feature: string }) {
    super(`The wallet does not support ${feature}.`)
    this.feature = feature
  }
}

export type SolanaNetworkNotSupportedErrorType = SolanaNetworkNotSupportedError & {
  name: 'SolanaNetworkNotSupportedError'
}
/** A Solana cluster outside the dapp's `solana.networks` was asked for. */
export class SolanaNetworkNotSupportedError extends BaseError {
  override name = 'SolanaNetworkNotSupportedError'
  readonly reference: string
  constructor({ reference }: { reference: string }) {
    super(walletMessages.chainNotSupported)
    this.reference = reference
  }
}
