// Errors of the WalletConnect connector, on `@airlock/protocol`'s `BaseError`.
import { BaseError } from '@airlock/protocol'

export type WalletConnectRelayErrorType = WalletConnectRelayError & {
  name: 'WalletConnectRelayError'
}
/**
 * The WalletConnect relay did not take the pairing in time: it is down, refuses the client (a
 * `relayUrl` the relay does not know itself by), or is out of reach. The client libraries would
 * keep retrying for over a minute and then blame a "custom payload"; this says what happened.
 */
export class WalletConnectRelayError extends BaseError {
  override name = 'WalletConnectRelayError'
  override readonly details: string
  readonly relayUrl: string
  constructor({
    relayUrl,
    timeoutMs,
    cause,
  }: {
    relayUrl: string
    timeoutMs: number
    cause?: unknown
  }) {
    const details = `No pairing code after ${timeoutMs / 1000} s. Is the relay running, and does it know itself by this URL?`
    // The details sit right under the relay, as one block.
    super('The WalletConnect relay could not be reached', {
      metaMessages: [`Relay: ${relayUrl}`, `Details: ${details}`],
      cause,
    })
    this.details = details
    this.relayUrl = relayUrl
  }
}

export type WalletConnectRequestErrorType = WalletConnectRequestError & {
  name: 'WalletConnectRequestError'
}
/**
 * A request the wallet answered with an error, or one that could not be sent: carries the
 * EIP-1193 / JSON-RPC `code` (4100 before a session exists, 4901 for a chain without an RPC URL,
 * the wallet's own otherwise), so callers can tell them apart as with any wallet.
 */
export class WalletConnectRequestError extends BaseError {
  override name = 'WalletConnectRequestError'
  readonly code: number
  readonly data: unknown
  constructor({
    code,
    message,
    data,
    cause,
  }: {
    code: number
    message: string
    data?: unknown
    cause?: unknown
  }) {
    super(message, { cause })
    this.code = code
    this.data = data
  }
}

export type WalletConnectDisabledErrorType = WalletConnectDisabledError & {
  name: 'WalletConnectDisabledError'
}
/** WalletConnect was asked for, but the dapp turned it off (`walletConnect: false`). */
export class WalletConnectDisabledError extends BaseError {
  override name = 'WalletConnectDisabledError'
  constructor() {
    super('WalletConnect is turned off for this dapp.')
  }
}

export type WalletConnectPairingErrorType = WalletConnectPairingError & {
  name: 'WalletConnectPairingError'
}
/** The pairing failed: the wallet answered with an error other than a rejection. */
export class WalletConnectPairingError extends BaseError {
  override name = 'WalletConnectPairingError'
  constructor({ message, cause }: { message?: string | undefined; cause?: unknown } = {}) {
    super(message ?? 'The pairing failed.', { cause })
  }
}

export type WalletConnectSessionErrorType = WalletConnectSessionError & {
  name: 'WalletConnectSessionError'
}
/**
 * The session cannot be used: none to restore on reconnect, or one the wallet approved without
 * an account of the namespace asked for.
 */
export class WalletConnectSessionError extends BaseError {
  override name = 'WalletConnectSessionError'
  readonly reason: 'noSession' | 'noAccount'
  constructor({ reason }: { reason: 'noSession' | 'noAccount' }) {
    super(
      reason === 'noSession'
        ? 'No WalletConnect session to restore.'
        : 'The wallet approved a session without an EVM account.',
    )
    this.reason = reason
  }
}
