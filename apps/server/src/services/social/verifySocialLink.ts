import { generateToken, tokenPattern } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import { matchEmailCode } from '../../email/matchEmailCode.js'
import {
  EmailAccountLockedError,
  EmailCodeBurnedError,
  EmailCodeExpiredError,
  EmailCodeUsedError,
  InvalidEmailCodeError,
} from '../../errors/emailAuth.js'
import { SocialIdentityInUseError, SocialLinkNotFoundError } from '../../errors/socialAuth.js'
import type { SocialContext } from './socialContext.js'

export type VerifySocialLinkParameters = {
  code: string
  attemptToken: string | undefined
  sessionToken: string | undefined
}

/**
 * Confirms the first link of a social account to an e-mail wallet with the code e-mailed to the
 * wallet's address: checked like a login code (constant time, bound to the attempt, 5 wrong tries
 * burn it, 10 wrong codes per address per hour lock the address), then, in one transaction, the
 * identity is stored for that wallet and the browser gets a new session.
 *
 * @param context - The social context.
 * @param parameters - The code and the browser's cookies.
 * @returns The wallet's user, the identity and the new session's token.
 *
 * @example
 * import { verifySocialLink } from './services/social/verifySocialLink.js'
 * const { sessionToken } = await verifySocialLink(context, { code, attemptToken, sessionToken })
 */
export async function verifySocialLink(
  context: SocialContext,
  { code, attemptToken, sessionToken }: VerifySocialLinkParameters,
) {
  const attempt =
    attemptToken && tokenPattern.test(attemptToken)
      ? await context.social.findAttempt(hashToken(attemptToken))
      : undefined
  const link = attempt ? await context.social.findLinkCode(attempt.id) : undefined
  if (!attempt || !link) throw new SocialLinkNotFoundError()
  const { maxCodeTries } = context.limits
  const time = context.now()
  if (link.consumedAt) throw new EmailCodeUsedError()
  if (link.burnedAt || link.failedTries >= maxCodeTries) throw new EmailCodeBurnedError()
  if (link.expiresAt.getTime() <= time.getTime()) throw new EmailCodeExpiredError()
  const { max, windowMs } = context.limits.accountFailures
  const failures = await context.email.countFailures({
    email: link.email,
    since: new Date(time.getTime() - windowMs),
  })
  if (failures.count >= max) {
    const freeAt = (failures.oldest?.getTime() ?? time.getTime()) + windowMs
    throw new EmailAccountLockedError({
      retryAfterSeconds: Math.max(1, Math.ceil((freeAt - time.getTime()) / 1000)),
    })
  }
  const { codeKey } = await context.keys()
  const binding = `social-link:${attempt.id}`
  if (!matchEmailCode({ key: codeKey, binding, code, expectedHash: link.codeHash })) {
    const failure = await context.social.recordLinkFailure({
      attemptId: attempt.id,
      email: link.email,
      now: time,
      maxTries: maxCodeTries,
    })
    if (!failure) throw new EmailCodeUsedError()
    if (failure.burned) throw new EmailCodeBurnedError()
    throw new InvalidEmailCodeError({ triesLeft: maxCodeTries - failure.failedTries })
  }
  const token = generateToken()
  const confirmed = await context.social.confirmLink({
    attemptId: attempt.id,
    maxTries: maxCodeTries,
    now: time,
    session: {
      tokenHash: hashToken(token),
      expiresAt: new Date(time.getTime() + context.limits.sessionAbsoluteMs),
    },
    replacesSessionTokenHash:
      sessionToken && tokenPattern.test(sessionToken) ? hashToken(sessionToken) : undefined,
    deviceIdHash: attempt.deviceIdHash,
  })
  if (confirmed === 'in-use') throw new SocialIdentityInUseError({ provider: attempt.provider })
  if (!confirmed) throw new EmailCodeUsedError()
  return { ...confirmed, sessionToken: token }
}
