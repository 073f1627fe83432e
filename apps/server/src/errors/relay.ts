import { BaseError } from '@airlock/protocol'

/** Why the relay refused a connection's `auth` JWT. */
export type RelayAuthReason =
  | 'missing'
  | 'malformed'
  | 'algorithm'
  | 'issuer'
  | 'signature'
  | 'expired'
  | 'issuedInFuture'
  | 'lifetime'
  | 'audience'

export type RelayAuthErrorType = RelayAuthError & { name: 'RelayAuthError' }
/**
 * The WebSocket upgrade to `/relay` carried no valid `auth` JWT (the Ed25519 did:key token every
 * WalletConnect client signs per connection); answered with HTTP 401 before the upgrade.
 */
export class RelayAuthError extends BaseError {
  override name = 'RelayAuthError'
  readonly status = 401
  readonly reason: RelayAuthReason
  constructor({ reason, details }: { reason: RelayAuthReason; details?: string }) {
    super(relayAuthMessages[reason], { details })
    this.reason = reason
  }
}

const relayAuthMessages: Record<RelayAuthReason, string> = {
  missing: 'Relay connection has no auth token',
  malformed: 'Relay auth token is malformed',
  algorithm: 'Relay auth token must be an EdDSA JWT',
  issuer: 'Relay auth token issuer is not an Ed25519 did:key',
  signature: 'Relay auth token signature is invalid',
  expired: 'Relay auth token has expired',
  issuedInFuture: 'Relay auth token is issued in the future',
  lifetime: 'Relay auth token lives too long',
  audience: 'Relay auth token is for another relay',
}

/** JSON-RPC error codes the relay answers with. */
export const relayErrorCodes = {
  /** The frame is a JSON object but not a JSON-RPC request the relay understands. */
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** The frame is larger than the relay's message limit. */
  payloadTooLarge: -32013,
  /** Publish or subscribe limit reached; try again later. */
  tooManyRequests: -32029,
} as const

export type RelayRpcErrorType = RelayRpcError & { name: 'RelayRpcError' }
/** A JSON-RPC request the relay refuses; sent back as `{ id, error: { code, message } }`. */
export class RelayRpcError extends BaseError {
  override name = 'RelayRpcError'
  readonly code: number
  constructor({ code, message }: { code: number; message: string }) {
    super(message)
    this.code = code
  }
}

export type RelayProjectIdRequiredErrorType = RelayProjectIdRequiredError & {
  name: 'RelayProjectIdRequiredError'
}
/**
 * A browser (an upgrade request with `Origin`) named no `projectId`: without one there are no
 * allowed origins to check it against, so any page could use the relay. 403 before the upgrade.
 */
export class RelayProjectIdRequiredError extends BaseError {
  override name = 'RelayProjectIdRequiredError'
  readonly status = 403
  constructor() {
    super('Relay connection from a browser needs a project id', {
      details: 'Browsers must name their project: add ?projectId= to the relay URL.',
    })
  }
}
