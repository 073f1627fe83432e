import { BaseError, socialErrorMessages } from '@airlock/protocol'

// Errors of social login (`/auth/v1/social/*`). Each refusal of a callback writes nothing but the
// attempt's own end: no user, identity, session or wallet.

export type SocialProviderNotOfferedErrorType = SocialProviderNotOfferedError & {
  name: 'SocialProviderNotOfferedError'
}
/** The provider is not configured on this server, or the project does not offer it. */
export class SocialProviderNotOfferedError extends BaseError {
  override name = 'SocialProviderNotOfferedError'
  readonly status = 400
  constructor({ provider }: { provider: string }) {
    super(`Login with ${provider} is not offered here`, {
      details: 'The server has no settings for this provider, or the project does not offer it.',
    })
  }
}

export type SocialAttemptNotFoundErrorType = SocialAttemptNotFoundError & {
  name: 'SocialAttemptNotFoundError'
}
/**
 * The browser has no social login in progress that matches: no attempt cookie (another browser),
 * an unknown one, or a `state` that belongs to another browser's attempt.
 */
export class SocialAttemptNotFoundError extends BaseError {
  override name = 'SocialAttemptNotFoundError'
  readonly status = 400
  constructor({
    reason,
  }: { reason: 'no-cookie' | 'unknown' | 'state-missing' | 'state-mismatch' }) {
    super(socialErrorMessages.socialAttemptMissing, {
      messageCode: 'socialAttemptMissing',
      details: {
        'no-cookie': 'This browser did not start the login (no attempt cookie): start again.',
        unknown: 'The login this browser started is unknown: start again.',
        'state-missing': 'The provider answered without state: start again.',
        'state-mismatch': 'The answer belongs to another login (state mismatch): start again.',
      }[reason],
    })
  }
}

export type SocialAttemptUsedErrorType = SocialAttemptUsedError & { name: 'SocialAttemptUsedError' }
/** The attempt (its `state` and its code) was already used: a replay. */
export class SocialAttemptUsedError extends BaseError {
  override name = 'SocialAttemptUsedError'
  readonly status = 409
  constructor() {
    super(socialErrorMessages.socialAttemptUsed, {
      messageCode: 'socialAttemptUsed',
      details: 'Each login works once: start again.',
    })
  }
}

export type SocialAttemptCanceledErrorType = SocialAttemptCanceledError & {
  name: 'SocialAttemptCanceledError'
}
/** The modal gave the attempt up (Back on ConnectingSocial): its late answer logs no one in. */
export class SocialAttemptCanceledError extends BaseError {
  override name = 'SocialAttemptCanceledError'
  readonly status = 409
  constructor() {
    super(socialErrorMessages.socialAttemptCanceled, {
      messageCode: 'socialAttemptCanceled',
      details: 'The login was given up in the modal before the provider answered: start again.',
    })
  }
}

export type SocialAttemptExpiredErrorType = SocialAttemptExpiredError & {
  name: 'SocialAttemptExpiredError'
}
/** The attempt is older than 10 minutes. */
export class SocialAttemptExpiredError extends BaseError {
  override name = 'SocialAttemptExpiredError'
  readonly status = 400
  constructor() {
    super(socialErrorMessages.socialAttemptExpired, {
      messageCode: 'socialAttemptExpired',
      details: 'Logins must finish within 10 minutes.',
    })
  }
}

export type SocialLoginDeniedErrorType = SocialLoginDeniedError & { name: 'SocialLoginDeniedError' }
/** The provider answered with an error (the user cancelled, or it refused the request). */
export class SocialLoginDeniedError extends BaseError {
  override name = 'SocialLoginDeniedError'
  readonly status = 400
  constructor({ provider, error }: { provider: string; error: string }) {
    const code = error === 'access_denied' ? 'socialLoginCancelled' : 'socialLoginRefused'
    super(socialErrorMessages[code](provider), {
      messageCode: code,
      messageParams: { provider },
      details: `The provider answered ${error}.`,
    })
  }
}

export type SocialTokenRejectedErrorType = SocialTokenRejectedError & {
  name: 'SocialTokenRejectedError'
}
/**
 * The provider's answer failed a check: the code exchange was refused (a replayed or foreign code,
 * a redirect URI it does not know), or the ID token's issuer, audience, expiry, nonce or signature
 * is wrong.
 */
export class SocialTokenRejectedError extends BaseError {
  override name = 'SocialTokenRejectedError'
  readonly status = 400
  constructor({ provider, reason, cause }: { provider: string; reason: string; cause?: unknown }) {
    super(socialErrorMessages.socialAnswerUntrusted(provider), {
      messageCode: 'socialAnswerUntrusted',
      messageParams: { provider },
      details: reason,
      cause,
    })
  }
}

export type SocialProviderUnavailableErrorType = SocialProviderUnavailableError & {
  name: 'SocialProviderUnavailableError'
}
/** The provider did not answer in time, or answered with a server error: 502, not the client's fault. */
export class SocialProviderUnavailableError extends BaseError {
  override name = 'SocialProviderUnavailableError'
  readonly status = 502
  constructor({ provider, cause }: { provider: string; cause?: unknown }) {
    super(socialErrorMessages.socialProviderUnavailable(provider), {
      messageCode: 'socialProviderUnavailable',
      messageParams: { provider },
      details: 'Try again in a moment.',
      cause,
    })
  }
}

export type SocialIdentityInUseErrorType = SocialIdentityInUseError & {
  name: 'SocialIdentityInUseError'
}
/** Linking a social account that already logs in to another wallet. */
export class SocialIdentityInUseError extends BaseError {
  override name = 'SocialIdentityInUseError'
  readonly status = 409
  constructor({ provider }: { provider: string }) {
    super(socialErrorMessages.socialIdentityInUse(provider), {
      messageCode: 'socialIdentityInUse',
      messageParams: { provider },
    })
  }
}

export type SocialLinkNotFoundErrorType = SocialLinkNotFoundError & {
  name: 'SocialLinkNotFoundError'
}
/** No link waiting for a code in this browser. */
export class SocialLinkNotFoundError extends BaseError {
  override name = 'SocialLinkNotFoundError'
  readonly status = 400
  constructor() {
    super('No social account is waiting to be linked', { details: 'Log in with it again.' })
  }
}

export type SocialIdentityNotFoundErrorType = SocialIdentityNotFoundError & {
  name: 'SocialIdentityNotFoundError'
}
/** Unlinking an identity the wallet does not have. */
export class SocialIdentityNotFoundError extends BaseError {
  override name = 'SocialIdentityNotFoundError'
  readonly status = 404
  constructor() {
    super('This wallet has no such social account')
  }
}

export type LastLoginMethodErrorType = LastLoginMethodError & { name: 'LastLoginMethodError' }
/** Unlinking the wallet's last way in (it has no e-mail login and no other social account). */
export class LastLoginMethodError extends BaseError {
  override name = 'LastLoginMethodError'
  readonly status = 409
  constructor() {
    super(socialErrorMessages.lastLoginMethod, {
      messageCode: 'lastLoginMethod',
      details: 'Link another social account or an e-mail first.',
    })
  }
}

export type NoEmailLoginErrorType = NoEmailLoginError & { name: 'NoEmailLoginError' }
/** An e-mail change on a wallet made by a social login, which has no e-mail to change. */
export class NoEmailLoginError extends BaseError {
  override name = 'NoEmailLoginError'
  readonly status = 409
  constructor() {
    super('This wallet has no e-mail address', {
      details: 'It logs in with a social account only.',
    })
  }
}

export type SocialRateLimitedErrorType = SocialRateLimitedError & { name: 'SocialRateLimitedError' }
/** Too many social logins started, or link codes checked, from one IP address. */
export class SocialRateLimitedError extends BaseError {
  override name = 'SocialRateLimitedError'
  readonly status = 429
  readonly retryAfterSeconds: number
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super('Too many attempts', {
      // The wait as a code and its number: the modal counts it down in the person's language.
      messageCode: 'emailCooldown',
      messageParams: { seconds: retryAfterSeconds },
      details: `Too many social logins from this network. Retry after ${retryAfterSeconds} seconds.`,
    })
    this.retryAfterSeconds = retryAfterSeconds
  }
}
