import { tokenPattern } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import type { RenderLockPageParameters } from '../../email/renderLockPage.js'
import type { EmailAuthContext } from './emailAuthContext.js'

/**
 * What the lock link of a recovery notice shows when opened: a confirmation form for a live
 * token (a mail scanner that follows links locks nothing), else that the link is not valid.
 *
 * @example
 * const page = await findRecoveryLock(context, token)
 */
export async function findRecoveryLock(
  context: EmailAuthContext,
  token: string,
): Promise<RenderLockPageParameters> {
  const wallet = tokenPattern.test(token)
    ? await context.repository.findWalletByLockToken(hashToken(token))
    : undefined
  return wallet ? { state: 'confirm', token } : { state: 'invalid' }
}

/**
 * Locks recovery of the wallet whose recovery notice carried `token`, from its confirmation form:
 * no new device may recover it until an operator clears the lock (whoever holds the inbox could
 * undo a self-service unlock). Devices that hold the wallet keep working.
 *
 * @example
 * const page = await lockWalletRecovery(context, form.get('token'))
 */
export async function lockWalletRecovery(
  context: EmailAuthContext,
  token: string | null,
): Promise<RenderLockPageParameters> {
  const locked =
    token !== null && tokenPattern.test(token)
      ? await context.repository.lockRecovery({
          lockTokenHash: hashToken(token),
          now: context.now(),
        })
      : false
  if (!locked) return { state: 'invalid' }
  context.logger?.info('wallet recovery locked from a recovery notice')
  return { state: 'locked' }
}
