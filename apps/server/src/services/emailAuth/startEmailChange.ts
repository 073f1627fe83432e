import { randomUUID } from 'node:crypto'
import type { LiveEmailSession } from '../../db/emailWalletRepositoryTypes.js'
import { generateEmailCode } from '../../email/generateEmailCode.js'
import { hashEmailCode } from '../../email/hashEmailCode.js'
import { normalizeEmail } from '../../email/normalizeEmail.js'
import { EmailCooldownError, EmailInUseError, SameEmailError } from '../../errors/emailAuth.js'
import { renderCodeEmail } from '../../mail/renderCodeEmail.js'
import type { EmailAuthContext } from './emailAuthContext.js'
import { requireMailer } from './requireMailer.js'

export type StartEmailChangeParameters = {
  session: LiveEmailSession & { email: string }
  newEmail: string
  /** Called once the new address is known to be free, before anything is written: the send limit. */
  limit: () => void | Promise<void>
  /** The visitor's language for the e-mails: its `Accept-Language`. */
  locale?: string | undefined
}

/**
 * Starts an e-mail change: codes to the current and the new address. Its own cooldown, per user
 * (a change right after logging in must not wait for the login's): one start, so two e-mails,
 * per cooldown.
 *
 * @param context - The e-mail wallet context.
 * @param parameters - The session, the new address and the send limit.
 * @throws {SameEmailError} 400 for the current address.
 * @throws {EmailInUseError} 409 for another user's address.
 * @throws {EmailCooldownError} 429 within the cooldown.
 * @throws {MailDeliveryError} 502 when an e-mail could not be sent (the change is then deleted).
 *
 * @example
 * import { startEmailChange } from './services/emailAuth/startEmailChange.js'
 * await startEmailChange(context, { session, newEmail, limit: () => {} })
 */
export async function startEmailChange(
  context: EmailAuthContext,
  { session, newEmail: requested, limit, locale }: StartEmailChangeParameters,
): Promise<void> {
  const { repository, limits } = context
  const newEmail = normalizeEmail(requested)
  if (newEmail === session.email) throw new SameEmailError()
  if (await repository.isEmailTaken({ email: newEmail, exceptUserId: session.userId }))
    throw new EmailInUseError()
  await limit()
  const time = context.now()
  const { codeKey } = await context.keys()
  const id = randomUUID()
  const primary = generateEmailCode()
  const secondary = generateEmailCode()
  const waitMs = await repository.createEmailChange(
    {
      id,
      userId: session.userId,
      sessionId: session.id,
      newEmail,
      primaryCodeHash: hashEmailCode({
        key: codeKey,
        binding: `update-primary:${id}`,
        code: primary,
      }),
      secondaryCodeHash: hashEmailCode({
        key: codeKey,
        binding: `update-secondary:${id}`,
        code: secondary,
      }),
      createdAt: time,
      expiresAt: new Date(time.getTime() + limits.codeTtlMs),
    },
    { cooldownMs: limits.cooldownMs },
  )
  if (waitMs > 0) throw new EmailCooldownError({ retryAfterSeconds: Math.ceil(waitMs / 1000) })
  try {
    // No dapp asked for the change: the e-mails name the wallet itself, in the visitor's language.
    const common = { validMinutes: Math.round(limits.codeTtlMs / 60_000), locale }
    await requireMailer(context.mailer).send({
      to: session.email,
      ...renderCodeEmail({ ...common, code: primary, purpose: 'confirm-current', newEmail }),
    })
    await requireMailer(context.mailer).send({
      to: newEmail,
      ...renderCodeEmail({ ...common, code: secondary, purpose: 'confirm-new' }),
    })
  } catch (error) {
    // Deleting the change gives its cooldown back too.
    await repository.deleteEmailChange(id)
    throw error
  }
}
