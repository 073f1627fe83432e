import type { SocialLoginAttempt } from '../../db/createSocialIdentityRepository.js'
import { generateEmailCode } from '../../email/generateEmailCode.js'
import { hashEmailCode } from '../../email/hashEmailCode.js'
import { EmailCooldownError, EmailLoginUnavailableError } from '../../errors/emailAuth.js'
import { renderCodeEmail } from '../../mail/renderCodeEmail.js'
import type { SocialProfile } from './readSocialProfile.js'
import type { SocialContext } from './socialContext.js'

export type SendSocialLinkCodeParameters = {
  attempt: SocialLoginAttempt
  /** The e-mail wallet the provider's verified address belongs to. */
  user: { id: number; email: string }
  profile: SocialProfile
  providerName: string
  /**
   * The visitor's language for the e-mail: the callback's `Accept-Language` (the popup's browser),
   * a plain tag allowed. English when undefined or unknown.
   */
  locale?: string | undefined
}

/**
 * Asks the owner of an e-mail wallet to confirm the first link of a social account to it: a
 * one-time code (the e-mail login's: 6 CSPRNG digits, stored as an HMAC bound to this attempt,
 * 10 minutes, single use) e-mailed to the wallet's address, at most one every 30 s per address.
 * Nothing is linked until the code comes back. The e-mail speaks the visitor's language (`locale`).
 *
 * @param context - The social context.
 * @param parameters - The attempt, the wallet's user and who logged in at the provider.
 * @throws {EmailCooldownError} A code went to the address less than 30 s ago.
 * @throws {MailDeliveryError} The e-mail could not be sent (nothing is kept).
 *
 * @example
 * import { sendSocialLinkCode } from './services/social/sendSocialLinkCode.js'
 * await sendSocialLinkCode(context, { attempt, user, profile, providerName: 'Google' })
 */
export async function sendSocialLinkCode(
  context: SocialContext,
  { attempt, user, profile, providerName, locale }: SendSocialLinkCodeParameters,
) {
  const { mailer } = context
  if (!mailer) throw new EmailLoginUnavailableError()
  const time = context.now()
  // A cooldown of its own (a login code may just have gone to the address): one link code per
  // address every 30 s, so no social account can flood a mailbox.
  const throttle = `social-link:${user.email}`
  const waitMs = await context.email.claimCooldown({
    email: throttle,
    now: time,
    cooldownMs: context.limits.cooldownMs,
  })
  if (waitMs > 0) throw new EmailCooldownError({ retryAfterSeconds: Math.ceil(waitMs / 1000) })
  try {
    const { codeKey } = await context.keys()
    const code = generateEmailCode()
    await context.social.createLinkCode({
      attemptId: attempt.id,
      userId: user.id,
      email: user.email,
      provider: attempt.provider,
      subject: profile.subject,
      username: profile.username,
      codeHash: hashEmailCode({ key: codeKey, binding: `social-link:${attempt.id}`, code }),
      createdAt: time,
      expiresAt: new Date(time.getTime() + context.limits.codeTtlMs),
    })
    const project = await context.projects.get(attempt.projectId)
    await mailer.send({
      to: user.email,
      ...renderCodeEmail({
        code,
        purpose: 'link-social',
        providerName,
        dappName: project.name,
        dappOrigin: attempt.dappOrigin ?? undefined,
        validMinutes: Math.round(context.limits.codeTtlMs / 60_000),
        locale,
      }),
    })
  } catch (error) {
    // Nothing reached the user: the address may be tried again at once.
    await context.email.releaseCooldown({ email: throttle, claimedAt: time })
    throw error
  }
}
