import type { SocialAttemptResponse } from '@airlock/protocol'
import { tokenPattern } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import { SocialAttemptNotFoundError } from '../../errors/socialAuth.js'
import type { SocialContext } from './socialContext.js'
import { toSocialIdentity } from './toSocialIdentity.js'

/**
 * How the browser's social attempt stands (its attempt cookie): `PENDING` while the popup is at
 * the provider, then how the callback ended. The frame reads it when the callback page tells it
 * the attempt is done, and polls it as a fallback.
 *
 * @param context - The social context.
 * @param attemptToken - The attempt cookie's token.
 * @returns The attempt's status.
 * @throws {SocialAttemptNotFoundError} The browser has no attempt.
 *
 * @example
 * import { readSocialAttempt } from './services/social/readSocialAttempt.js'
 * const { status } = await readSocialAttempt(context, token)
 */
export async function readSocialAttempt(
  context: SocialContext,
  attemptToken: string | undefined,
): Promise<SocialAttemptResponse> {
  if (attemptToken === undefined || !tokenPattern.test(attemptToken))
    throw new SocialAttemptNotFoundError({ reason: 'no-cookie' })
  const attempt = await context.social.findAttempt(hashToken(attemptToken))
  if (!attempt) throw new SocialAttemptNotFoundError({ reason: 'unknown' })
  const status = (attempt.status ?? 'PENDING') as SocialAttemptResponse['status']
  const identity = attempt.identityId
    ? await context.social.findIdentityById(attempt.identityId)
    : undefined
  const link = status === 'VERIFY_OTP' ? await context.social.findLinkCode(attempt.id) : undefined
  return {
    attemptId: attempt.id,
    status,
    provider: attempt.provider,
    ...(link ? { email: link.email } : {}),
    ...(identity ? { identity: toSocialIdentity(identity) } : {}),
    ...(attempt.errorName && attempt.errorMessage
      ? {
          error: {
            name: attempt.errorName,
            message: attempt.errorMessage,
            ...(attempt.errorCode ? { code: attempt.errorCode } : {}),
            ...(attempt.errorParams ? { params: attempt.errorParams } : {}),
          },
        }
      : {}),
  }
}
