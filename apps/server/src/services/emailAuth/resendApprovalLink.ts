import { EmailCodeExpiredError } from '../../errors/emailAuth.js'
import { DeviceApprovalNotPendingError, EmailLoginExpiredError } from '../../errors/emailDevice.js'
import { claimMailCooldown } from './claimMailCooldown.js'
import type { EmailAuthContext } from './emailAuthContext.js'
import { requireLoginAttempt } from './requireLoginAttempt.js'
import { sendApprovalLink } from './sendApprovalLink.js'

export type ResendApprovalLinkParameters = {
  /** The attempt cookie's token. */
  attemptToken: string | undefined
  /** The per-IP send limit, checked once the login is known to wait for its link. */
  limit: () => void | Promise<void>
  /** The visitor's language for the e-mail: its `Accept-Language`. */
  locale?: string | undefined
}

/**
 * E-mails a new approval link for the login a new device waits on, in place of the one it had:
 * the earlier link stops working (single use, stored hashed, as the first). The new link is valid
 * while the login is, as the first was: the login's code still has to log the device in once it
 * is approved, and a code lives 10 minutes. Counts against the address's 30 s cooldown and the
 * per-IP e-mail limit; nothing changes when the e-mail could not be sent.
 *
 * @param context - The e-mail wallet context.
 * @param parameters - The attempt cookie's token, the send limit and the language.
 * @returns When the new link (with its login) expires.
 * @throws {EmailLoginExpiredError} 401 once the login has expired.
 * @throws {DeviceApprovalNotPendingError} 409 when the login waits for no link.
 * @throws {EmailCooldownError} 429 within the cooldown of the address's last e-mail.
 * @throws {MailDeliveryError} 502 when the e-mail could not be sent.
 *
 * @example
 * import { resendApprovalLink } from './services/emailAuth/resendApprovalLink.js'
 * const { expiresAt } = await resendApprovalLink(context, { attemptToken, limit: () => {} })
 */
export async function resendApprovalLink(
  context: EmailAuthContext,
  { attemptToken, limit, locale }: ResendApprovalLinkParameters,
): Promise<{ expiresAt: Date }> {
  const time = context.now()
  const attempt = await requireLoginAttempt(context, attemptToken, time).catch((error) => {
    throw error instanceof EmailCodeExpiredError ? new EmailLoginExpiredError() : error
  })
  const replaces = attempt.approvalTokenHash
  if (!replaces || attempt.approvedAt)
    throw new DeviceApprovalNotPendingError({ approved: attempt.approvedAt !== null })
  await limit()
  await claimMailCooldown(context, attempt.email, time, async () => {
    const sent = await sendApprovalLink(context, attempt, time, locale, replaces)
    // Another request replaced the link or approved the device meanwhile.
    if (!sent) throw new DeviceApprovalNotPendingError({ approved: false })
  })
  return { expiresAt: attempt.expiresAt }
}
