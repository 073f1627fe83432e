import { BaseError } from '@airlock/protocol'

/** The base of the admin accounts' errors: `BaseError` with the status the routes answer with. */
class AdminAccountError<status extends 400 | 401 | 403 | 404 | 409 | 429> extends BaseError {
  override name = 'AdminAccountError'
  readonly status: status
  constructor(status: status, shortMessage: string, details?: string) {
    super(shortMessage, details === undefined ? {} : { details })
    this.status = status
  }
}

export type AdminSessionRequiredErrorType = AdminSessionRequiredError & {
  name: 'AdminSessionRequiredError'
}
/** An admin route without a live console session or the operator token. */
export class AdminSessionRequiredError extends AdminAccountError<401> {
  override name = 'AdminSessionRequiredError'
  constructor() {
    super(
      401,
      'Sign in to the console, or send the operator token',
      'Send Authorization: Bearer <token>, with the token the running server wrote to KEYS_DIR/operator-token.json, or the console session cookie.',
    )
  }
}

export type AdminCsrfErrorType = AdminCsrfError & { name: 'AdminCsrfError' }
/** A change with a console session but without its CSRF token, or from another site. */
export class AdminCsrfError extends AdminAccountError<403> {
  override name = 'AdminCsrfError'
  constructor() {
    super(
      403,
      'This change did not come from the console',
      'Changes need the X-Airlock-CSRF header of the session and must come from the server’s own origin.',
    )
  }
}

export type AdminRoleErrorType = AdminRoleError & { name: 'AdminRoleError' }
/** A viewer asked for a change: only owners change anything. */
export class AdminRoleError extends AdminAccountError<403> {
  override name = 'AdminRoleError'
  constructor() {
    super(403, 'Viewers cannot change anything', 'Ask an owner to make this change.')
  }
}

export type AdminSignInFailedErrorType = AdminSignInFailedError & {
  name: 'AdminSignInFailedError'
}
/** Wrong name or password: which of the two is never told. */
export class AdminSignInFailedError extends AdminAccountError<401> {
  override name = 'AdminSignInFailedError'
  constructor() {
    super(401, 'Wrong name or password')
  }
}

export type AdminSignInLimitedErrorType = AdminSignInLimitedError & {
  name: 'AdminSignInLimitedError'
}
/** Too many sign-ins from this network, or too many wrong passwords for this account. */
export class AdminSignInLimitedError extends AdminAccountError<429> {
  override name = 'AdminSignInLimitedError'
  readonly retryAfterSeconds: number
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(429, 'Too many sign-in attempts', `Try again after ${retryAfterSeconds} seconds.`)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export type AdminSetupLinkErrorType = AdminSetupLinkError & { name: 'AdminSetupLinkError' }
/** A setup link that is unknown, used already, or expired. */
export class AdminSetupLinkError extends AdminAccountError<400> {
  override name = 'AdminSetupLinkError'
  constructor() {
    super(
      400,
      'This setup link is no longer valid',
      'A setup link works once, for 24 hours. Make a new one with `npm run airlock -- admin create`.',
    )
  }
}

export type AdminNameTakenErrorType = AdminNameTakenError & { name: 'AdminNameTakenError' }
/** An admin of that name exists already. */
export class AdminNameTakenError extends AdminAccountError<400> {
  override name = 'AdminNameTakenError'
  constructor() {
    super(400, 'An admin of that name exists already')
  }
}

export type AdminPasskeyErrorType = AdminPasskeyError & { name: 'AdminPasskeyError' }
/** A passkey answer that did not verify (wrong challenge, origin, signature or unknown key). */
export class AdminPasskeyError extends AdminAccountError<400> {
  override name = 'AdminPasskeyError'
  constructor(details?: string) {
    super(400, 'The passkey could not be verified', details)
  }
}

export type AdminNotFoundErrorType = AdminNotFoundError & { name: 'AdminNotFoundError' }
/** No admin has this id (removed already?). */
export class AdminNotFoundError extends AdminAccountError<404> {
  override name = 'AdminNotFoundError'
  constructor() {
    super(404, 'No such admin')
  }
}

export type AdminLastOwnerErrorType = AdminLastOwnerError & { name: 'AdminLastOwnerError' }
/** The change would leave no owner: nobody could change anything any more. */
export class AdminLastOwnerError extends AdminAccountError<409> {
  override name = 'AdminLastOwnerError'
  constructor() {
    super(
      409,
      'The last owner cannot be removed or made a viewer',
      'Make another admin an owner first.',
    )
  }
}
