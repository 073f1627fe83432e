import { BaseError, socialErrorMessages } from '@airlock/protocol'

// Errors of the Farcaster connect relay (`/v1/channel*`) and of Farcaster login
// (`/auth/v1/farcaster/*`). Every refusal writes nothing.

export type FarcasterChannelNotFoundErrorType = FarcasterChannelNotFoundError & {
  name: 'FarcasterChannelNotFoundError'
}
/** No live channel has this token: none was given, it is unknown, expired or already read. */
export class FarcasterChannelNotFoundError extends BaseError {
  override name = 'FarcasterChannelNotFoundError'
  readonly status = 401
  constructor({ reason }: { reason: 'no-token' | 'unknown' }) {
    super('This Farcaster sign-in channel is unknown or has expired', {
      details: {
        'no-token': 'Send the channel token as `Authorization: Bearer <channelToken>`.',
        unknown:
          'No live channel has this token: it never existed, expired, or its answer was read already. Open a new channel.',
      }[reason],
    })
  }
}

export type FarcasterChannelAnsweredErrorType = FarcasterChannelAnsweredError & {
  name: 'FarcasterChannelAnsweredError'
}
/** The channel was answered already: each channel takes one answer. */
export class FarcasterChannelAnsweredError extends BaseError {
  override name = 'FarcasterChannelAnsweredError'
  readonly status = 409
  constructor() {
    super('This Farcaster sign-in channel was already answered', {
      details: 'Each channel takes one answer: open a new channel.',
    })
  }
}

export type FarcasterRelayKeyErrorType = FarcasterRelayKeyError & {
  name: 'FarcasterRelayKeyError'
}
/** The Farcaster app did not send the relay's key (`FARCASTER_RELAY_KEY`). */
export class FarcasterRelayKeyError extends BaseError {
  override name = 'FarcasterRelayKeyError'
  readonly status = 401
  constructor() {
    super('The Farcaster app is not allowed to answer on this relay', {
      details: 'Send the relay key as `X-Farcaster-Auth-Relay-Key`.',
    })
  }
}

export type FarcasterSignInRejectedErrorType = FarcasterSignInRejectedError & {
  name: 'FarcasterSignInRejectedError'
}
/**
 * The signed Sign In With Farcaster message does not hold: another domain or nonce, expired, a
 * signature that does not verify, a signer that is not the FID's custody, or a body whose `fid`
 * is not the message's.
 */
export class FarcasterSignInRejectedError extends BaseError {
  override name = 'FarcasterSignInRejectedError'
  readonly status = 401
  constructor({ reason }: { reason: string }) {
    super(socialErrorMessages.farcasterRefused, {
      messageCode: 'farcasterRefused',
      details: reason,
    })
  }
}

export type FarcasterRegistryUnavailableErrorType = FarcasterRegistryUnavailableError & {
  name: 'FarcasterRegistryUnavailableError'
}
/** The chain that holds Farcaster's ID registry did not answer. */
export class FarcasterRegistryUnavailableError extends BaseError {
  override name = 'FarcasterRegistryUnavailableError'
  readonly status = 502
  constructor({ cause }: { cause: unknown }) {
    super(socialErrorMessages.farcasterUnavailable, {
      messageCode: 'farcasterUnavailable',
      details: 'The chain of the Farcaster ID registry did not answer (`RPC_URL_10`).',
      cause,
    })
  }
}

export type FarcasterRateLimitedErrorType = FarcasterRateLimitedError & {
  name: 'FarcasterRateLimitedError'
}
/** Too many channels opened from one address or for one project. */
export class FarcasterRateLimitedError extends BaseError {
  override name = 'FarcasterRateLimitedError'
  readonly status = 429
  readonly retryAfterSeconds: number
  constructor({
    retryAfterSeconds,
    scope,
  }: { retryAfterSeconds: number; scope: 'ip' | 'project' }) {
    super(socialErrorMessages.farcasterRateLimited, {
      messageCode: 'farcasterRateLimited',
      details: `Too many channels for this ${scope === 'ip' ? 'address' : 'project'}; retry after ${retryAfterSeconds} s.`,
    })
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export type FarcasterLoginExpiredErrorType = FarcasterLoginExpiredError & {
  name: 'FarcasterLoginExpiredError'
}
/** The Farcaster login's channel expired before the Farcaster app answered: start a new one. */
export class FarcasterLoginExpiredError extends BaseError {
  override name = 'FarcasterLoginExpiredError'
  readonly status = 410
  constructor() {
    super(socialErrorMessages.farcasterExpired, {
      messageCode: 'farcasterExpired',
      details: 'The Farcaster app did not answer in time: start again for a new code.',
    })
  }
}
