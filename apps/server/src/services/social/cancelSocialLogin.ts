import { tokenPattern } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import { SocialAttemptCanceledError, SocialAttemptNotFoundError } from '../../errors/socialAuth.js'
import { attemptError } from './attemptError.js'
import type { SocialContext } from './socialContext.js'

export type CancelSocialLoginParameters = {
  /** The attempt cookie's token: the browser that started the login. */
  attemptToken: string | undefined
  /** Only this attempt: a newer one the browser started since stays. */
  attemptId?: string | undefined
}

/**
 * Gives the browser's social attempt up (the modal's Back on ConnectingSocial): a pending attempt
 * is claimed, as a callback would claim it, and ends `FAILED` with `SocialAttemptCanceledError`,
 * so the provider's answer, should it still arrive, is refused and logs no one in. An attempt the
 * callback has already claimed, or another than `attemptId`, is left as it is.
 *
 * @param context - The social context.
 * @param parameters - The browser's attempt cookie and the attempt to give up.
 * @returns Whether this call ended the attempt.
 * @throws {SocialAttemptNotFoundError} The browser has no attempt.
 *
 * @example
 * import { cancelSocialLogin } from './services/social/cancelSocialLogin.js'
 * await cancelSocialLogin(context, { attemptToken, attemptId })
 */
export async function cancelSocialLogin(
  context: SocialContext,
  { attemptToken, attemptId }: CancelSocialLoginParameters,
): Promise<boolean> {
  if (attemptToken === undefined || !tokenPattern.test(attemptToken))
    throw new SocialAttemptNotFoundError({ reason: 'no-cookie' })
  const found = await context.social.findAttempt(hashToken(attemptToken))
  if (!found) throw new SocialAttemptNotFoundError({ reason: 'unknown' })
  if (attemptId !== undefined && attemptId !== found.id) return false
  const claimed = await context.social.claimAttempt({ id: found.id, now: context.now() })
  if (!claimed) return false
  const error = attemptError(new SocialAttemptCanceledError())
  await context.social.endAttempt({ id: claimed.id, status: 'FAILED', error })
  return true
}
