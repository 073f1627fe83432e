import { randomUUID } from 'node:crypto'
import { generateToken } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import type { LiveEmailSession } from '../../db/emailWalletRepositoryTypes.js'
import { generateEmailCode } from '../../email/generateEmailCode.js'
import { hashEmailCode } from '../../email/hashEmailCode.js'
import { WalletNotFoundError } from '../../errors/emailAuth.js'
import { InvalidProjectIdError, ProjectNotFoundError } from '../../errors/project.js'
import { renderCodeEmail } from '../../mail/renderCodeEmail.js'
import { claimMailCooldown } from './claimMailCooldown.js'
import type { EmailAuthContext } from './emailAuthContext.js'
import { requireMailer } from './requireMailer.js'
import { requireRecoverableWallet } from './requireRecoverableWallet.js'

export type SendRecoveryCodeParameters = {
  session: LiveEmailSession
  /** The dapp the code's e-mail names. */
  projectId: string
  /** The per-IP send limit, counted once the request is known to be for a recoverable wallet. */
  limit: () => void | Promise<void>
  /** The visitor's language for the e-mail: its `Accept-Language` (the secure frame sends the modal's locale). */
  locale?: string | undefined
}

/**
 * E-mails a code for recovery to the session's address: its own purpose (a login code never
 * recovers, a recovery code never logs in; its HMAC is bound to the purpose), bound to the session
 * that asked (only it may use the code), hashed, single use, `codeTtlMs`, `maxCodeTries` tries. It
 * replaces the session's earlier recovery code; it has a cooldown of its own, as the login code went
 * to the same address moments before. Nothing is kept when the e-mail could not be sent.
 *
 * @returns The cooldown before another code may be asked for.
 * @throws See `requireRecoverableWallet`; {EmailCooldownError} 429; {MailDeliveryError} 502.
 *
 * @example
 * const { cooldownSeconds } = await sendRecoveryCode(context, { session, projectId, limit })
 */
export async function sendRecoveryCode(
  context: EmailAuthContext,
  { session, projectId, limit, locale }: SendRecoveryCodeParameters,
): Promise<{ cooldownSeconds: number }> {
  const { repository, limits } = context
  await requireRecoverableWallet(context, session)
  // A wallet with no e-mail address (a social login's) has no inbox to send a code to.
  const { email } = session
  if (email === null) throw new WalletNotFoundError()
  const project = await findProject(context, projectId)
  await limit()
  const time = context.now()
  context.sweep(time)
  const throttle = `recovery-code:${email}`
  return claimMailCooldown(context, throttle, time, async () => {
    const { codeKey } = await context.keys()
    const id = randomUUID()
    const code = generateEmailCode()
    const previous = await repository.findRecoveryAttempt(session.id)
    await repository.createLoginAttempt({
      attempt: {
        id,
        // Never given out: a recovery code is found by its session, not by a cookie.
        tokenHash: hashToken(generateToken()),
        email,
        projectId: project.id,
        dappOrigin: null,
        deviceIdHash: null,
        approvalTokenHash: null,
        codeHash: hashEmailCode({ key: codeKey, binding: `recovery:${id}`, code }),
        createdAt: time,
        expiresAt: new Date(time.getTime() + limits.codeTtlMs),
        purpose: 'recovery',
        sessionId: session.id,
      },
      replacesTokenHash: previous?.tokenHash,
    })
    const content = renderCodeEmail({
      purpose: 'recovery',
      dappName: project.name,
      code,
      validMinutes: Math.round(limits.codeTtlMs / 60_000),
      locale,
    })
    try {
      await requireMailer(context.mailer).send({ to: email, ...content })
    } catch (error) {
      await repository.deleteLoginAttempt(id)
      throw error
    }
    return { cooldownSeconds: Math.ceil(limits.cooldownMs / 1000) }
  })
}

async function findProject(context: EmailAuthContext, id: string) {
  try {
    return await context.projects.get(id)
  } catch (error) {
    if (error instanceof ProjectNotFoundError) throw new InvalidProjectIdError({ id })
    throw error
  }
}
