import { BaseError } from '@airlock/protocol'

// Refusals of the session routes (`/v1/sessions/*`): ERC-7715 permissions that the devnet's
// SessionKeyValidator enforces on chain.

export type SessionChainUnsupportedErrorType = SessionChainUnsupportedError & {
  name: 'SessionChainUnsupportedError'
}
/** The address is not a CAIP-10 `eip155` address of a chain with the session validator. */
export class SessionChainUnsupportedError extends BaseError {
  override name = 'SessionChainUnsupportedError'
  readonly status = 400
  constructor({ caipAddress }: { caipAddress: string }) {
    super(
      `No session validator for ${JSON.stringify(caipAddress.slice(0, 120))}: expected eip155:<chainId>:<address> on a chain that has one`,
    )
  }
}

export type SessionRevokeRefusedErrorType = SessionRevokeRefusedError & {
  name: 'SessionRevokeRefusedError'
}
/** The validator refuses the revocation: not the account owner's signature, or no such session. */
export class SessionRevokeRefusedError extends BaseError {
  override name = 'SessionRevokeRefusedError'
  readonly status: 403 | 404
  constructor({ reason, status }: { reason: string; status: 403 | 404 }) {
    super(`The session was not revoked: ${reason}`)
    this.status = status
  }
}
