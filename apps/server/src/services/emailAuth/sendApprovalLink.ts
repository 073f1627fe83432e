import { generateToken } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import type { EmailLoginAttempt } from '../../db/emailWalletRepositoryTypes.js'
import { MailDeliveryError } from '../../errors/emailAuth.js'
import { mailLanguage } from '../../mail/messages/mailCatalogue.js'
import { renderDeviceApprovalEmail } from '../../mail/renderDeviceApprovalEmail.js'
import type { EmailAuthContext } from './emailAuthContext.js'
import { requireMailer } from './requireMailer.js'

/**
 * E-mails the device-approval link of an attempt once (of two racing requests, one sends it); with
 * `replaces` (the hash of its unused link), a new link in its place, and the old one stops working.
 *
 * @param context - The e-mail wallet context.
 * @param attempt - The attempt whose device needs approving.
 * @param time - Now.
 * @param locale - The visitor's language (an `Accept-Language`), for the e-mail.
 * @param replaces - The hash of the link this one replaces, if any.
 * @returns Whether this call sent it (`false`: another request issued or replaced it first).
 * @throws {MailDeliveryError} 502 when the mail could not be sent; the link is then taken back
 *   (the replaced link works again).
 *
 * @example
 * import { sendApprovalLink } from './services/emailAuth/sendApprovalLink.js'
 * await sendApprovalLink(context, attempt, new Date())
 */
export async function sendApprovalLink(
  context: EmailAuthContext,
  attempt: EmailLoginAttempt,
  time: Date,
  locale?: string | undefined,
  replaces?: string | undefined,
): Promise<boolean> {
  const { repository } = context
  const approvalToken = generateToken()
  const approvalTokenHash = hashToken(approvalToken)
  const maxTries = context.limits.maxCodeTries
  const issued = await repository.issueApproval({
    id: attempt.id,
    approvalTokenHash,
    replaces,
    now: time,
    maxTries,
  })
  if (!issued) return false
  const project = await context.projects.get(attempt.projectId)
  try {
    await requireMailer(context.mailer).send({
      to: attempt.email,
      ...renderDeviceApprovalEmail({
        dappName: project.name,
        dappOrigin: attempt.dappOrigin ?? undefined,
        // The page the link opens speaks the e-mail's language.
        link: `${context.publicUrl}${context.prefix}/device/approve?token=${approvalToken}&lang=${encodeURIComponent(mailLanguage(locale).tag)}`,
        validMinutes: Math.max(
          1,
          Math.round((attempt.expiresAt.getTime() - time.getTime()) / 60_000),
        ),
        locale,
      }),
    })
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error
    if (replaces === undefined) await repository.revokeApproval({ id: attempt.id })
    else
      await repository.issueApproval({
        id: attempt.id,
        approvalTokenHash: replaces,
        replaces: approvalTokenHash,
        now: time,
        maxTries,
      })
    throw error
  }
  return true
}
