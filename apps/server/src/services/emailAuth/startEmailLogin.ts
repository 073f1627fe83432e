import { randomUUID } from 'node:crypto'
import { type EmailStartRequest, isOriginAllowed } from '@airlock/protocol'
import { generateToken } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import type { Project } from '../../db/createProjectRepository.js'
import { generateEmailCode } from '../../email/generateEmailCode.js'
import { hashEmailCode } from '../../email/hashEmailCode.js'
import { normalizeEmail } from '../../email/normalizeEmail.js'
import { DappOriginNotAllowedError } from '../../errors/emailAuth.js'
import { InvalidProjectIdError, ProjectNotFoundError } from '../../errors/project.js'
import { renderCodeEmail } from '../../mail/renderCodeEmail.js'
import { claimMailCooldown } from './claimMailCooldown.js'
import type { EmailAuthContext } from './emailAuthContext.js'
import { requireMailer } from './requireMailer.js'

export type StartEmailLoginParameters = {
  body: EmailStartRequest
  /** The browser's earlier attempt token, replaced by this one. */
  previousToken: string | undefined
  /**
   * Called once the request is known to be for a real project and an allowed origin, before
   * the cooldown is claimed: the per-IP send limit.
   */
  limit: () => void | Promise<void>
  /** The visitor's language for the e-mail: its `Accept-Language` (the secure frame sends the modal's locale). */
  locale?: string | undefined
}

/**
 * Starts a login: e-mails a one-time code to any address, known or not (the answer tells nobody
 * whether an address has a wallet), and keeps the attempt, replacing the browser's earlier one.
 * Nothing is kept and the cooldown is given back when the e-mail could not be sent.
 *
 * @param context - The e-mail wallet context.
 * @param parameters - The request body, the earlier attempt token and the send limit.
 * @returns The new attempt's token, for the attempt cookie.
 * @throws {InvalidProjectIdError} 400 for an unknown project.
 * @throws {DappOriginNotAllowedError} 403 for an origin the project does not allow.
 * @throws {EmailCooldownError} 429 within the cooldown of the address's last e-mail.
 * @throws {MailDeliveryError} 502 when the e-mail could not be sent.
 *
 * @example
 * import { startEmailLogin } from './services/emailAuth/startEmailLogin.js'
 * const { token } = await startEmailLogin(context, { body, previousToken, limit: () => {} })
 */
export async function startEmailLogin(
  context: EmailAuthContext,
  { body, previousToken, limit, locale }: StartEmailLoginParameters,
): Promise<{ token: string }> {
  const { repository, limits } = context
  const project = await findProject(context, body.projectId)
  if (body.origin !== undefined && !isOriginAllowed(body.origin, project.allowedOrigins))
    throw new DappOriginNotAllowedError({ origin: body.origin })
  await limit()
  const email = normalizeEmail(body.email)
  const time = context.now()
  context.sweep(time)
  return claimMailCooldown(context, email, time, async () => {
    const deviceIdHash = body.deviceId ? hashToken(body.deviceId) : null
    // Every address gets a code first, known or not, so the answer tells nobody whether an
    // address has a wallet: a new device's approval comes after the code (see /verify).
    const { codeKey } = await context.keys()
    const id = randomUUID()
    const token = generateToken()
    const code = generateEmailCode()
    await repository.createLoginAttempt({
      attempt: {
        id,
        tokenHash: hashToken(token),
        email,
        projectId: project.id,
        dappOrigin: body.origin ?? null,
        deviceIdHash,
        approvalTokenHash: null,
        codeHash: hashEmailCode({ key: codeKey, binding: `login:${id}`, code }),
        createdAt: time,
        expiresAt: new Date(time.getTime() + limits.codeTtlMs),
      },
      replacesTokenHash: previousToken ? hashToken(previousToken) : undefined,
    })
    const content = renderCodeEmail({
      dappName: project.name,
      dappOrigin: body.origin,
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
    return { token }
  })
}

async function findProject(context: EmailAuthContext, id: string): Promise<Project> {
  try {
    return await context.projects.get(id)
  } catch (error) {
    if (error instanceof ProjectNotFoundError) throw new InvalidProjectIdError({ id })
    throw error
  }
}
