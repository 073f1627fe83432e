import { tokenPattern } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import type { RenderApprovalPageParameters as ApprovalPage } from '../../email/renderApprovalPage.js'
import type { EmailAuthContext } from './emailAuthContext.js'

/**
 * Approves the device of an e-mailed approval link, once.
 *
 * @param context - The e-mail wallet context.
 * @param token - The token the confirmation form posted, if any.
 * @returns The page to show: `approved`, or `invalid` for an unknown or used link.
 *
 * @example
 * import { approveDevice } from './services/emailAuth/approveDevice.js'
 * const page = await approveDevice(context, form.get('token'))
 */
export async function approveDevice(
  context: EmailAuthContext,
  token: string | null,
): Promise<ApprovalPage> {
  const { repository } = context
  const approvalTokenHash = token && tokenPattern.test(token) ? hashToken(token) : undefined
  const attempt = approvalTokenHash
    ? await repository.findLoginAttemptByApproval(approvalTokenHash)
    : undefined
  if (!attempt || !approvalTokenHash) return { state: 'invalid' }
  const approved = await repository.approveDevice({
    approvalTokenHash,
    now: context.now(),
    maxTries: context.limits.maxCodeTries,
  })
  if (!approved) return { state: 'invalid' }
  const project = await context.projects.get(attempt.projectId)
  return { state: 'approved', email: attempt.email, dappName: project.name }
}
