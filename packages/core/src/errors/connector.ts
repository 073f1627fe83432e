// Errors of connecting wallets and switching their networks, whatever the namespace.
import { BaseError, walletMessages } from '@airlock/protocol'

export type NetworksNotConfiguredErrorType = NetworksNotConfiguredError & {
  name: 'NetworksNotConfiguredError'
}
/** A wallet was asked for, but `createAirlock` was given no `networks`: there is no adapter. */
export class NetworksNotConfiguredError extends BaseError {
  override name = 'NetworksNotConfiguredError'
  constructor() {
    super('createAirlock was given no networks.')
  }
}

export type ConnectorNotFoundErrorType = ConnectorNotFoundError & {
  name: 'ConnectorNotFoundError'
}
/** The wallet chosen has left the page (its extension was turned off) since the list was shown. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  readonly connectorUid: string
  constructor({ connectorUid }: { connectorUid: string }) {
    super('This wallet is no longer available on the page.')
    this.connectorUid = connectorUid
  }
}

export type ChainNotSupportedErrorType = ChainNotSupportedError & {
  name: 'ChainNotSupportedError'
}
/**
 * Neither switching to the network nor adding it worked, or the dapp does not offer it
 * ('Chain is not supported', SPEC §4).
 */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  readonly chainId: number
  constructor({ chainId, cause }: { chainId: number; cause?: unknown }) {
    super(walletMessages.chainNotSupported, { cause })
    this.chainId = chainId
  }
}
