// Errors of the WalletConnect connector. Same shape as the catalogue's (`shortMessage`,
// `details`, `cause`), without `@airlock/protocol`'s `BaseError` and the zod it would bring.

const withCause = (cause: unknown) => (cause === undefined ? undefined : { cause })

export type WalletConnectRelayErrorType = WalletConnectRelayError & {
  name: 'WalletConnectRelayError'
}
/**
 * The WalletConnect relay did not take the pairing in time: it is down, refuses the client (a
 * `relayUrl` the relay does not know itself by), or is out of reach. The client libraries would
 * keep retrying for over a minute and then blame a "custom payload"; this says what happened.
 */
export class WalletConnectRelayError extends Error {
  override name = 'WalletConnectRelayError'
  readonly shortMessage = 'The WalletConnect relay could not be reached'
  readonly details: string
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
    super(
      [
        'The WalletConnect relay could not be reached',
        '',
        `Relay: ${relayUrl}`,
        `Details: ${details}`,
      ].join('\n'),
      withCause(cause),
    )
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
export class WalletConnectRequestError extends Error {
  override name = 'WalletConnectRequestError'
  readonly shortMessage: string
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
    super(message, withCause(cause))
    this.shortMessage = message
    this.code = code
    this.data = data
  }
}
