import { tokenPattern } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import type { RenderApprovalPageParameters as ApprovalPage } from '../../email/renderApprovalPage.js'
import { attemptError } from './attemptError.js'
import type { EmailAuthContext } from './emailAuthContext.js'

/**
 * The confirmation page of an e-mailed device-approval link, before the device is approved.
 *
 * @param context - The e-mail wallet context.
 * @param token - The link's token.
 * @returns The page to show: `confirm` for a usable link, `invalid` otherwise.
 *
 * @example
 * import { findDeviceApproval } from './services/emailAuth/findDeviceApproval.js'
 * const page = await findDeviceApproval(context, c.req.query('token') ?? '')
 */
export async function findDeviceApproval(
  context: EmailAuthContext,
  token: string,
): Promise<ApprovalPage> {
  const attempt = tokenPattern.test(token)
    ? await context.repository.findLoginAttemptByApproval(hashToken(token))
    : undefined
  if (
    !attempt ||
    attempt.approvedAt ||
    attemptError(attempt, context.now(), context.limits.maxCodeTries)
  )
    return { state: 'invalid' }
  const project = await context.projects.get(attempt.projectId)
  return {
    state: 'confirm',
    token,
    email: attempt.email,
    dappName: project.name,
    dappOrigin: attempt.dappOrigin,
  }
}
