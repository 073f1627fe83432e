import { EmailCooldownError } from '../../errors/emailAuth.js'
import type { EmailAuthContext } from './emailAuthContext.js'

/**
 * Sends an e-mail within the 30 s cooldown of `key` (an address, or a purpose's name for it): claims
 * the cooldown, or refuses while it runs, then sends; when sending fails nothing was sent, so the
 * cooldown is given back and `key` may be tried again at once.
 *
 * @param context - The e-mail wallet context.
 * @param key - Whose cooldown: the address, or such as `recovery-code:<address>`.
 * @param time - Now.
 * @param send - Sends the e-mail.
 * @returns What `send` returns.
 * @throws {EmailCooldownError} 429 within the cooldown of `key`'s last e-mail.
 *
 * @example
 * import { claimMailCooldown } from './services/emailAuth/claimMailCooldown.js'
 * await claimMailCooldown(context, email, new Date(), () => mailer.send(message))
 */
export async function claimMailCooldown<result>(
  context: EmailAuthContext,
  key: string,
  time: Date,
  send: () => Promise<result>,
): Promise<result> {
  const { repository, limits } = context
  const waitMs = await repository.claimCooldown({
    email: key,
    now: time,
    cooldownMs: limits.cooldownMs,
  })
  if (waitMs > 0) throw new EmailCooldownError({ retryAfterSeconds: Math.ceil(waitMs / 1000) })
  try {
    return await send()
  } catch (error) {
    await repository.releaseCooldown({ email: key, claimedAt: time })
    throw error
  }
}
