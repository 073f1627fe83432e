import { BaseError } from '@airlock/protocol'

// Errors of the sandbox's Farcaster app (`/farcaster`, `npm run farcaster`).

export type InvalidConnectLinkErrorType = InvalidConnectLinkError & {
  name: 'InvalidConnectLinkError'
}
/** The link is not a Farcaster sign-in link: no `channelToken` in a `farcaster://` or `https://` URL. */
export class InvalidConnectLinkError extends BaseError {
  override name = 'InvalidConnectLinkError'
  readonly status = 400
  readonly code = 'invalidLink'
  constructor({ link }: { link: string }) {
    super('This is not a Farcaster sign-in link', {
      details: `Expected farcaster://connect?channelToken=… or an https link with a channelToken, got ${JSON.stringify(link.slice(0, 80))}.`,
    })
  }
}

export type UnknownFarcasterAccountErrorType = UnknownFarcasterAccountError & {
  name: 'UnknownFarcasterAccountError'
}
/** No seeded test account has this FID. */
export class UnknownFarcasterAccountError extends BaseError {
  override name = 'UnknownFarcasterAccountError'
  readonly status = 400
  readonly code = 'unknownAccount'
  constructor({ fid }: { fid: number }) {
    super(`No devnet Farcaster account has fid ${fid}`, {
      details: 'The devnet seeds fids 1001, 1002 and 1003.',
    })
  }
}

export type FarcasterChannelGoneErrorType = FarcasterChannelGoneError & {
  name: 'FarcasterChannelGoneError'
}
/** The relay knows no pending channel for the link: expired, answered or never opened. */
export class FarcasterChannelGoneError extends BaseError {
  override name = 'FarcasterChannelGoneError'
  readonly status = 410
  readonly code = 'expired'
  constructor() {
    super('This sign-in request has expired or was already answered', {
      details: 'Ask the app for a new QR code or link.',
    })
  }
}

export type FarcasterApprovalRefusedErrorType = FarcasterApprovalRefusedError & {
  name: 'FarcasterApprovalRefusedError'
}
/** The relay refused the signed answer (such as a custody key that no longer owns the FID). */
export class FarcasterApprovalRefusedError extends BaseError {
  override name = 'FarcasterApprovalRefusedError'
  readonly status = 502
  readonly code = 'refused'
  readonly reason: string
  constructor({ status, reason }: { status: number; reason: string }) {
    super(`The relay refused the sign-in (${status})`, { details: reason })
    this.reason = reason
  }
}
