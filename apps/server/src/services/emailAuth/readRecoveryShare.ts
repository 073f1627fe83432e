import type { LiveEmailSession } from '../../db/emailWalletRepositoryTypes.js'
import { openRecoveryShare } from '../../email/openRecoveryShare.js'
import {
  RecoveryNeedsFreshLoginError,
  RecoveryRateLimitedError,
  WalletNotFoundError,
} from '../../errors/emailAuth.js'
import { renderRecoveryNoticeEmail } from '../../mail/renderRecoveryNoticeEmail.js'
import type { EmailAuthContext } from './emailAuthContext.js'
import { requireMailer } from './requireMailer.js'

/**
 * The user's recovery share, still sealed to the secure origin's recovery key (only its backend
 * can open it), to a session under `recoveryMaxSessionAgeMs` old, once per account per
 * `recoveryIntervalMs`, after an e-mail to the account's address says a new device recovered the
 * wallet: no notice, no share.
 *
 * @param context - The e-mail wallet context.
 * @param session - The logged-in session.
 * @returns The sealed recovery share.
 * @throws {RecoveryNeedsFreshLoginError} 403 for an older session.
 * @throws {WalletNotFoundError} 404 before the wallet is registered.
 * @throws {RecoveryRateLimitedError} 429 within the interval.
 * @throws {MailDeliveryError} 502 when the notice could not be sent.
 *
 * @example
 * import { readRecoveryShare } from './services/emailAuth/readRecoveryShare.js'
 * const recoveryShare = await readRecoveryShare(context, session)
 */
export async function readRecoveryShare(
  context: EmailAuthContext,
  session: LiveEmailSession,
): Promise<string> {
  const { repository, limits } = context
  // Step-up: only a login just made (a new device right after its code) may recover.
  if (session.createdAt.getTime() <= context.now().getTime() - limits.recoveryMaxSessionAgeMs)
    throw new RecoveryNeedsFreshLoginError({
      maxAgeMinutes: Math.round(limits.recoveryMaxSessionAgeMs / 60_000),
    })
  const wallet = await repository.findWallet(session.userId)
  if (!wallet) throw new WalletNotFoundError()
  // One recovery per account per interval, kept in the database (all replicas see it).
  const time = context.now()
  const key = `recovery:${session.userId}`
  const waitMs = await repository.claimCooldown({
    email: key,
    now: time,
    cooldownMs: limits.recoveryIntervalMs,
  })
  if (waitMs > 0)
    throw new RecoveryRateLimitedError({ retryAfterSeconds: Math.ceil(waitMs / 1000) })
  try {
    // The owner hears of every recovery before the share leaves; no notice, no share.
    if (session.email !== null)
      await requireMailer(context.mailer).send({
        to: session.email,
        ...renderRecoveryNoticeEmail(),
      })
  } catch (error) {
    await repository.releaseCooldown({ email: key, claimedAt: time })
    throw error
  }
  return openRecoveryShare({
    keys: await context.keys(),
    userId: session.userId,
    address: wallet.address,
    sealed: wallet,
  })
}
