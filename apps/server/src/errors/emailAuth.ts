import {
  alerts,
  BaseError,
  type BaseErrorParameters,
  emailAuthMessages,
  userMessages,
} from '@airlock/protocol'

// Errors of the e-mail wallet's routes (`/auth/v1/email/*`). None of them tells whether an
// address has an account: known and unknown addresses meet the same errors in the same order.

/**
 * The base of the e-mail wallet's errors: `BaseError` with the HTTP status the routes answer with.
 * Each subclass names itself and passes its status, message and details.
 */
export class EmailAuthError<status extends number = number> extends BaseError {
  override name = 'EmailAuthError'
  readonly status: status
  constructor(status: status, shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, parameters)
    this.status = status
  }
}

/** A 429 that says when to try again: the error handler sends `retryAfterSeconds` as `Retry-After`. */
class EmailRetryLaterError extends EmailAuthError<429> {
  override name = 'EmailRetryLaterError'
  readonly retryAfterSeconds: number
  constructor(
    shortMessage: string,
    { retryAfterSeconds, ...parameters }: BaseErrorParameters & { retryAfterSeconds: number },
  ) {
    super(429, shortMessage, parameters)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** An origin as an error quotes it: JSON, cut to 256 characters. */
function quoteOrigin(origin: string): string {
  return JSON.stringify(origin.length > 256 ? `${origin.slice(0, 256)}…` : origin)
}

export type EmailCooldownErrorType = EmailCooldownError & { name: 'EmailCooldownError' }
/** A code was e-mailed to this address less than the cooldown ago (SPEC §8's message). */
export class EmailCooldownError extends EmailRetryLaterError {
  override name = 'EmailCooldownError'
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(userMessages.emailCooldown(retryAfterSeconds), {
      retryAfterSeconds,
      // The code and its number: the modal says it in the person's language.
      messageCode: 'emailCooldown',
      messageParams: { seconds: retryAfterSeconds },
      details: 'One e-mail with a code per address every 30 seconds.',
    })
  }
}

export type EmailSendRateLimitedErrorType = EmailSendRateLimitedError & {
  name: 'EmailSendRateLimitedError'
}
/** Too many e-mails requested from one IP address in the current window. */
export class EmailSendRateLimitedError extends EmailRetryLaterError {
  override name = 'EmailSendRateLimitedError'
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(userMessages.emailCooldown(retryAfterSeconds), {
      retryAfterSeconds,
      messageCode: 'emailCooldown',
      messageParams: { seconds: retryAfterSeconds },
      details: 'Too many login e-mails were requested from this network.',
    })
  }
}

export type EmailVerifyRateLimitedErrorType = EmailVerifyRateLimitedError & {
  name: 'EmailVerifyRateLimitedError'
}
/** More than 30 code checks from one IP address in 5 minutes. */
export class EmailVerifyRateLimitedError extends EmailRetryLaterError {
  override name = 'EmailVerifyRateLimitedError'
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(emailAuthMessages.emailVerifyRateLimited, {
      retryAfterSeconds,
      details: `Too many codes were checked from this network. Retry after ${retryAfterSeconds} seconds.`,
    })
  }
}

export type EmailAccountLockedErrorType = EmailAccountLockedError & {
  name: 'EmailAccountLockedError'
}
/** Ten wrong codes for this address within the hour: no code is checked until they age out. */
export class EmailAccountLockedError extends EmailRetryLaterError {
  override name = 'EmailAccountLockedError'
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(emailAuthMessages.emailAccountLocked, {
      retryAfterSeconds,
      details: `Retry after ${retryAfterSeconds} seconds.`,
    })
  }
}

export type EmailAttemptNotFoundErrorType = EmailAttemptNotFoundError & {
  name: 'EmailAttemptNotFoundError'
}
/** No login (or e-mail change) is in progress for this browser, or it was replaced by a newer one. */
export class EmailAttemptNotFoundError extends EmailAuthError<401> {
  override name = 'EmailAttemptNotFoundError'
  constructor({ subject = 'login' }: { subject?: 'login' | 'e-mail change' } = {}) {
    super(
      401,
      subject === 'login'
        ? emailAuthMessages.emailLoginNotFound
        : emailAuthMessages.emailChangeNotFound,
      {
        details:
          subject === 'login'
            ? 'Enter your e-mail address again to get a new code.'
            : 'Start the e-mail change again.',
      },
    )
  }
}

export type EmailCodeExpiredErrorType = EmailCodeExpiredError & { name: 'EmailCodeExpiredError' }
/** The code (or the approval link) is older than 10 minutes. */
export class EmailCodeExpiredError extends EmailAuthError<401> {
  override name = 'EmailCodeExpiredError'
  constructor() {
    super(401, emailAuthMessages.emailCodeExpired, {
      details: 'Codes work for 10 minutes; request a new one.',
    })
  }
}

export type EmailCodeUsedErrorType = EmailCodeUsedError & { name: 'EmailCodeUsedError' }
/** The code already logged in (or confirmed the change): each works once. */
export class EmailCodeUsedError extends EmailAuthError<401> {
  override name = 'EmailCodeUsedError'
  constructor() {
    super(401, emailAuthMessages.emailCodeUsed, { details: 'Each code works once.' })
  }
}

export type EmailCodeBurnedErrorType = EmailCodeBurnedError & { name: 'EmailCodeBurnedError' }
/** Five wrong tries: the code no longer works, even when right. */
export class EmailCodeBurnedError extends EmailAuthError<401> {
  override name = 'EmailCodeBurnedError'
  constructor() {
    super(401, emailAuthMessages.emailCodeBurned, { details: 'Request a new code.' })
  }
}

export type InvalidEmailCodeErrorType = InvalidEmailCodeError & { name: 'InvalidEmailCodeError' }
/** The code is not the one e-mailed for this attempt. */
export class InvalidEmailCodeError extends EmailAuthError<401> {
  override name = 'InvalidEmailCodeError'
  readonly triesLeft: number
  constructor({ triesLeft }: { triesLeft: number }) {
    super(401, emailAuthMessages.emailCodeInvalid, {
      details: `${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left for this code.`,
    })
    this.triesLeft = triesLeft
  }
}

export type DeviceNotApprovedErrorType = DeviceNotApprovedError & {
  name: 'DeviceNotApprovedError'
}
/** The login needs the device approved by the e-mailed link before a code is sent or checked. */
export class DeviceNotApprovedError extends EmailAuthError<403> {
  override name = 'DeviceNotApprovedError'
  constructor() {
    super(403, emailAuthMessages.deviceNotApproved, {
      details: 'Open the link in the e-mail we sent, then enter the code that follows.',
    })
  }
}

export type EmailSessionRequiredErrorType = EmailSessionRequiredError & {
  name: 'EmailSessionRequiredError'
}
/** No live e-mail wallet session: no cookie, or it is unknown, expired, idle or signed out. */
export class EmailSessionRequiredError extends EmailAuthError<401> {
  override name = 'EmailSessionRequiredError'
  constructor({ reason }: { reason: 'missing' | 'invalid' }) {
    super(401, 'Not logged in', {
      details:
        reason === 'missing'
          ? 'The request carries no session cookie.'
          : 'The session is unknown, expired or signed out; log in again.',
    })
  }
}

export type SecureOriginRequiredErrorType = SecureOriginRequiredError & {
  name: 'SecureOriginRequiredError'
}
/** A browser on another origin than the secure origin called the e-mail wallet's API. */
export class SecureOriginRequiredError extends EmailAuthError<403> {
  override name = 'SecureOriginRequiredError'
  constructor({ origin }: { origin: string }) {
    super(403, 'Only the secure origin may call this', {
      details: `Got Origin ${quoteOrigin(origin)}.`,
    })
  }
}

export type DappOriginNotAllowedErrorType = DappOriginNotAllowedError & {
  name: 'DappOriginNotAllowedError'
}
/** The dapp origin named in the request is not one of the project's allowed origins. */
export class DappOriginNotAllowedError extends EmailAuthError<403> {
  override name = 'DappOriginNotAllowedError'
  constructor({ origin }: { origin: string }) {
    super(403, alerts.invalidAppConfiguration.shortMessage, {
      details: `Origin ${quoteOrigin(origin)} not found on Allowlist`,
    })
  }
}

export type SameEmailErrorType = SameEmailError & { name: 'SameEmailError' }
/** The new address is the current one. */
export class SameEmailError extends EmailAuthError<400> {
  override name = 'SameEmailError'
  constructor() {
    super(400, emailAuthMessages.sameEmail)
  }
}

export type EmailInUseErrorType = EmailInUseError & { name: 'EmailInUseError' }
/** Another account uses the new address. */
export class EmailInUseError extends EmailAuthError<409> {
  override name = 'EmailInUseError'
  constructor() {
    super(409, emailAuthMessages.emailInUse)
  }
}

export type PrimaryCodeRequiredErrorType = PrimaryCodeRequiredError & {
  name: 'PrimaryCodeRequiredError'
}
/** The new address's code came before the current address's code. */
export class PrimaryCodeRequiredError extends EmailAuthError<409> {
  override name = 'PrimaryCodeRequiredError'
  constructor() {
    super(409, emailAuthMessages.primaryCodeRequired)
  }
}

export type WalletAlreadyExistsErrorType = WalletAlreadyExistsError & {
  name: 'WalletAlreadyExistsError'
}
/** The user already has a wallet (or the address belongs to another user): nothing was written. */
export class WalletAlreadyExistsError extends EmailAuthError<409> {
  override name = 'WalletAlreadyExistsError'
  constructor({ reason }: { reason: 'user' | 'address' }) {
    super(
      409,
      reason === 'user'
        ? 'This account already has a wallet'
        : 'This address is registered to another account',
      { details: 'A wallet is registered once; its shares are never replaced.' },
    )
  }
}

export type WalletNotFoundErrorType = WalletNotFoundError & { name: 'WalletNotFoundError' }
/** The user has no wallet registered yet. */
export class WalletNotFoundError extends EmailAuthError<404> {
  override name = 'WalletNotFoundError'
  constructor() {
    super(404, 'This account has no wallet yet', {
      details: 'Register it with POST /auth/v1/email/wallet.',
    })
  }
}

export type RecoveryNeedsFreshLoginErrorType = RecoveryNeedsFreshLoginError & {
  name: 'RecoveryNeedsFreshLoginError'
}
/** The recovery share is handed out only right after a login (step-up), not to an older session. */
export class RecoveryNeedsFreshLoginError extends EmailAuthError<403> {
  override name = 'RecoveryNeedsFreshLoginError'
  constructor({ maxAgeMinutes }: { maxAgeMinutes: number }) {
    super(403, emailAuthMessages.recoveryNeedsFreshLogin, {
      details: `The recovery share is given only within ${maxAgeMinutes} minutes of logging in.`,
    })
  }
}

export type RecoveryRateLimitedErrorType = RecoveryRateLimitedError & {
  name: 'RecoveryRateLimitedError'
}
/**
 * An account recovers its wallet on a new device at most once per period: whoever got into its
 * inbox cannot pull the recovery share again and again, and the owner, told by e-mail of each
 * recovery, has time to act.
 */
export class RecoveryRateLimitedError extends EmailRetryLaterError {
  override name = 'RecoveryRateLimitedError'
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(emailAuthMessages.recoveryRateLimited, {
      retryAfterSeconds,
      details: `Try again after ${retryAfterSeconds} seconds.`,
    })
  }
}

export type UnsealedRecoveryShareErrorType = UnsealedRecoveryShareError & {
  name: 'UnsealedRecoveryShareError'
}
/**
 * A wallet was registered with a recovery share the secure origin did not seal (a share in the
 * clear): the server would then hold two shares it can open, so it refuses and writes nothing.
 */
export class UnsealedRecoveryShareError extends EmailAuthError<400> {
  override name = 'UnsealedRecoveryShareError'
  constructor() {
    super(400, 'recoveryShare must be sealed by the secure origin', {
      details:
        'Expected the base64url of { v, epk, iv, ct } sealed to the secure origin’s recovery key; the server never takes a share it could open next to the auth share.',
    })
  }
}

export type InvalidWalletSharesErrorType = InvalidWalletSharesError & {
  name: 'InvalidWalletSharesError'
}
/** The two shares are not two distinct shares of one split. */
export class InvalidWalletSharesError extends EmailAuthError<400> {
  override name = 'InvalidWalletSharesError'
  constructor({ reason }: { reason: string }) {
    super(400, `Invalid wallet shares: ${reason}`)
  }
}

export type EmailLoginUnavailableErrorType = EmailLoginUnavailableError & {
  name: 'EmailLoginUnavailableError'
}
/** No `SMTP_URL` is configured: e-mail login cannot send codes. Answered with 503. */
export class EmailLoginUnavailableError extends EmailAuthError<503> {
  override name = 'EmailLoginUnavailableError'
  constructor() {
    super(503, 'E-mail login is not configured on this server', {
      details: 'Set SMTP_URL (and MAIL_FROM) to enable it.',
    })
  }
}

export type MailDeliveryErrorType = MailDeliveryError & { name: 'MailDeliveryError' }
/** The SMTP server refused the message or could not be reached. Answered with 502. */
export class MailDeliveryError extends EmailAuthError<502> {
  override name = 'MailDeliveryError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super(502, 'Could not send the e-mail', { details: 'Try again in a moment.', cause })
  }
}

export type WalletKeyFileErrorType = WalletKeyFileError & { name: 'WalletKeyFileError' }
/** The wallet key file (`<DATA_DIR>/wallet-kek`) is unreadable or unsafe. */
export class WalletKeyFileError extends BaseError {
  override name = 'WalletKeyFileError'
  constructor({ path, reason, cause }: { path: string; reason: string; cause?: unknown }) {
    super(`Wallet key file ${path} ${reason}`, { cause })
  }
}

export type RecoveryCodeRequiredErrorType = RecoveryCodeRequiredError & {
  name: 'RecoveryCodeRequiredError'
}
/**
 * No recovery code was sent for this session: a recovery needs a code sent for recovery
 * (`POST /auth/v1/email/wallet/recovery-code`); a login code is never one.
 */
export class RecoveryCodeRequiredError extends EmailAuthError<400> {
  override name = 'RecoveryCodeRequiredError'
  constructor() {
    super(400, 'Ask for a recovery code first', {
      details:
        'Restoring the wallet on a new device needs a code sent for recovery; a login code does not restore it.',
    })
  }
}

export type WalletRecoveryLockedErrorType = WalletRecoveryLockedError & {
  name: 'WalletRecoveryLockedError'
}
/** The owner locked recovery from the link in a recovery notice: no new device restores the wallet. */
export class WalletRecoveryLockedError extends EmailAuthError<403> {
  override name = 'WalletRecoveryLockedError'
  constructor() {
    super(403, 'Recovery of this wallet is locked', {
      details:
        'The owner locked it from the link in a recovery notice. Use a device that already holds the wallet, or ask the operator of this wallet to unlock recovery.',
    })
  }
}
