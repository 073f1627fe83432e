import { generateToken } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import type { LiveEmailSession } from '../../db/emailWalletRepositoryTypes.js'
import { openRecoveryShare } from '../../email/openRecoveryShare.js'
import { RecoveryCodeRequiredError, RecoveryRateLimitedError } from '../../errors/emailAuth.js'
import { mailLanguage } from '../../mail/messages/mailCatalogue.js'
import { renderRecoveryNoticeEmail } from '../../mail/renderRecoveryNoticeEmail.js'
import type { EmailAuthContext } from './emailAuthContext.js'
import { requireMailer } from './requireMailer.js'
import { requireRecoverableWallet } from './requireRecoverableWallet.js'
import { useRecoveryCode } from './useRecoveryCode.js'

export type ReadRecoveryShareParameters = {
  session: LiveEmailSession
  /** The code `sendRecoveryCode` e-mailed to this session. */
  code: string | undefined
  /** The client (IP address) wrong codes are counted for. */
  client: string
  /** The visitor's language for the e-mail: its `Accept-Language` (the secure frame sends the modal's locale). */
  locale?: string | undefined
}

/**
 * The user's recovery share, still sealed to the secure origin's recovery key (only its backend
 * can open it), for the code sent for recovery to this session (`sendRecoveryCode`), to a
 * session under `recoveryMaxSessionAgeMs` old, while recovery is not locked, once per account per
 * `recoveryIntervalMs`, after an e-mail to the account's address says a new device recovered the
 * wallet and links to a page that locks recovery: no notice, no share. A wallet with no e-mail
 * address (a social login's) has no inbox for a code: its provider's fresh login stands in.
 *
 * @throws See `requireRecoverableWallet` and `useRecoveryCode`; {RecoveryCodeRequiredError} 400
 * without a code; {RecoveryRateLimitedError} 429 within the interval; {MailDeliveryError} 502.
 *
 * @example
 * import { readRecoveryShare } from './services/emailAuth/readRecoveryShare.js'
 * const recoveryShare = await readRecoveryShare(context, { session, code, client })
 */
export async function readRecoveryShare(
  context: EmailAuthContext,
  { session, code, client, locale }: ReadRecoveryShareParameters,
): Promise<string> {
  const { repository, limits } = context
  const wallet = await requireRecoverableWallet(context, session)
  if (session.email !== null) {
    if (code === undefined) throw new RecoveryCodeRequiredError()
    await useRecoveryCode(context, { session, code, client })
  }
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
    // The owner hears of every recovery before the share leaves, with a new lock link (the earlier
    // one stops working): no notice, no share.
    if (session.email !== null) {
      const lockToken = generateToken()
      await repository.setLockToken({ userId: session.userId, lockTokenHash: hashToken(lockToken) })
      // The page the link opens speaks the e-mail's language.
      const lockUrl = `${context.publicUrl.replace(/\/+$/, '')}${context.prefix}/wallet/lock?token=${lockToken}&lang=${encodeURIComponent(mailLanguage(locale).tag)}`
      await requireMailer(context.mailer).send({
        to: session.email,
        ...renderRecoveryNoticeEmail({ lockUrl, locale }),
      })
    }
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
