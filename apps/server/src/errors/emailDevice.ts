import { emailAuthMessages } from '@airlock/protocol'
import { EmailAuthError } from './emailAuth.js'

// Errors of a new device's approval link (`/auth/v1/email/device/*`), apart from the other e-mail
// errors' file, which is full.

export type EmailLoginExpiredErrorType = EmailLoginExpiredError & {
  name: 'EmailLoginExpiredError'
}
/** The login is older than 10 minutes: its device can no longer be approved, by any link. */
export class EmailLoginExpiredError extends EmailAuthError<401> {
  override name = 'EmailLoginExpiredError'
  constructor() {
    super(401, emailAuthMessages.emailLoginExpired, {
      details: 'An approval link works while its login does (10 minutes); log in again.',
    })
  }
}

export type DeviceApprovalNotPendingErrorType = DeviceApprovalNotPendingError & {
  name: 'DeviceApprovalNotPendingError'
}
/** The login has no approval link to resend: its code was not verified yet, or it was approved. */
export class DeviceApprovalNotPendingError extends EmailAuthError<409> {
  override name = 'DeviceApprovalNotPendingError'
  constructor({ approved }: { approved: boolean }) {
    super(409, 'No device approval is waiting for this login', {
      details: approved
        ? 'This device is approved already: send the code again to log in.'
        : 'Verify the e-mailed code first: a new device gets its approval link then.',
    })
  }
}
