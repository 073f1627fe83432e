import { generateToken } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import { DeviceNotApprovedError } from '../../errors/emailAuth.js'
import type { EmailAuthContext } from './emailAuthContext.js'
import { endedAttemptError } from './endedAttemptError.js'
import { requireLoginAttempt } from './requireLoginAttempt.js'
import { requireRightCode } from './requireRightCode.js'
import { sendApprovalLink } from './sendApprovalLink.js'

export type VerifyEmailLoginParameters = {
  code: string
  /** The attempt cookie's token. */
  attemptToken: string | undefined
  /** The browser's current session token, revoked by the new session (rotation). */
  previousSessionToken: string | undefined
  /** The client (IP address) failures are counted for. */
  client: string
  /** The visitor's language for the e-mail: its `Accept-Language` (the secure frame sends the modal's locale). */
  locale?: string | undefined
}

export type VerifyEmailLoginReturnType =
  | {
      action: 'VERIFY_DEVICE'
      /** When the login, and with it the approval link, expires: how long the device may wait. */
      expiresAt: Date
    }
  | {
      action: 'LOGGED_IN'
      /** The new session's token, for the session cookie. */
      sessionToken: string
      user: { email: string; address: string | null; isNew: boolean }
    }

/**
 * Checks a login code. The right code for a known address on a device it never used e-mails an
 * approval link (once) and asks for the device to be approved; otherwise it opens a session,
 * revoking the browser's earlier one.
 *
 * @param context - The e-mail wallet context.
 * @param parameters - The code, the cookies' tokens and the client.
 * @returns `VERIFY_DEVICE`, or the new session and its user.
 * @throws {DeviceNotApprovedError} 403 while a device waits for its approval.
 * @throws {InvalidEmailCodeError} 400 for a wrong code, with the tries left.
 * @throws {EmailCodeBurnedError} 400 once the code is burned by wrong tries.
 * @throws {EmailAccountLockedError} 429 after too many wrong codes for the address.
 * @throws {MailDeliveryError} 502 when the approval link could not be sent.
 *
 * @example
 * import { verifyEmailLogin } from './services/emailAuth/verifyEmailLogin.js'
 * const result = await verifyEmailLogin(context, { code, attemptToken, previousSessionToken, client })
 */
export async function verifyEmailLogin(
  context: EmailAuthContext,
  { code, attemptToken, previousSessionToken, client, locale }: VerifyEmailLoginParameters,
): Promise<VerifyEmailLoginReturnType> {
  const { repository, limits } = context
  const time = context.now()
  const attempt = await requireLoginAttempt(context, attemptToken, time)
  if (!attempt.codeHash) throw new DeviceNotApprovedError()
  await requireRightCode(context, {
    attempt: { ...attempt, codeHash: attempt.codeHash },
    purpose: 'login',
    code,
    client,
    time,
  })
  // The code proved the inbox. A known address on a device it never used needs that device
  // approved too, by a link to the same inbox, before the same code logs it in.
  if (!attempt.approvedAt) {
    const state = await repository.findLoginState({
      email: attempt.email,
      deviceIdHash: attempt.deviceIdHash,
    })
    if (state.userExists && !state.deviceApproved) {
      if (!attempt.approvalTokenHash) await sendApprovalLink(context, attempt, time, locale)
      return { action: 'VERIFY_DEVICE', expiresAt: attempt.expiresAt }
    }
  }
  const sessionToken = generateToken()
  const login = await repository.completeLogin({
    attemptId: attempt.id,
    maxTries: limits.maxCodeTries,
    now: time,
    session: {
      tokenHash: hashToken(sessionToken),
      expiresAt: new Date(time.getTime() + limits.sessionAbsoluteMs),
    },
    replacesSessionTokenHash: previousSessionToken ? hashToken(previousSessionToken) : undefined,
  })
  // Another request used or ended the attempt meanwhile: say how.
  if (!login) throw await endedAttemptError(context, attempt.tokenHash, time)
  return {
    action: 'LOGGED_IN',
    sessionToken,
    user: { email: login.email, address: login.address, isNew: login.isNew },
  }
}
