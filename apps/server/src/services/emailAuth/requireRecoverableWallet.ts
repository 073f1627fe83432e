import type { EmailWallet, LiveEmailSession } from '../../db/emailWalletRepositoryTypes.js'
import {
  RecoveryNeedsFreshLoginError,
  WalletNotFoundError,
  WalletRecoveryLockedError,
} from '../../errors/emailAuth.js'
import type { EmailAuthContext } from './emailAuthContext.js'

/**
 * The session's wallet, if it may be recovered on this device: only by a login just made (a new
 * device right after its code: step-up), and only while its owner has not locked recovery from
 * a recovery notice.
 *
 * @throws {RecoveryNeedsFreshLoginError} 403 for an older session.
 * @throws {WalletNotFoundError} 404 before the wallet is registered.
 * @throws {WalletRecoveryLockedError} 403 while recovery is locked.
 *
 * @example
 * const wallet = await requireRecoverableWallet(context, session)
 */
export async function requireRecoverableWallet(
  context: EmailAuthContext,
  session: LiveEmailSession,
): Promise<EmailWallet> {
  const { recoveryMaxSessionAgeMs } = context.limits
  if (session.createdAt.getTime() <= context.now().getTime() - recoveryMaxSessionAgeMs)
    throw new RecoveryNeedsFreshLoginError({
      maxAgeMinutes: Math.round(recoveryMaxSessionAgeMs / 60_000),
    })
  const wallet = await context.repository.findWallet(session.userId)
  if (!wallet) throw new WalletNotFoundError()
  if (wallet.recoveryLockedAt) throw new WalletRecoveryLockedError()
  return wallet
}
