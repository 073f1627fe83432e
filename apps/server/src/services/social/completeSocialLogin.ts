import { timingSafeEqual } from 'node:crypto'
import type { SocialCallbackRequest } from '@airlock/protocol'
import { generateToken, tokenPattern } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import type { SocialLoginAttempt } from '../../db/createSocialIdentityRepository.js'
import {
  SocialAttemptCanceledError,
  SocialAttemptExpiredError,
  SocialAttemptNotFoundError,
  SocialAttemptUsedError,
  SocialIdentityInUseError,
  SocialLoginDeniedError,
  SocialProviderUnavailableError,
  SocialTokenRejectedError,
} from '../../errors/socialAuth.js'
import { attemptError } from './attemptError.js'
import { deriveAttemptSecret } from './deriveAttemptSecret.js'
import { exchangeSocialCode } from './exchangeSocialCode.js'
import { requireWalletSession } from './requireWalletSession.js'
import { sendSocialLinkCode } from './sendSocialLinkCode.js'
import { type SocialContext, socialCallbackPath } from './socialContext.js'

export type CompleteSocialLoginParameters = {
  /** The provider's answer, as the callback page received it. */
  response: SocialCallbackRequest
  /** The attempt cookie's token: the browser that started the login. */
  attemptToken: string | undefined
  /** The browser's session cookie: revoked by a new login, required when linking. */
  sessionToken: string | undefined
  /** The visitor's language (the callback's `Accept-Language`), for the e-mail of a link's code. */
  locale?: string | undefined
}

/**
 * Finishes a social login at the callback. The answer must come to the browser that started it
 * (its attempt cookie) with that attempt's `state`; the attempt is then claimed, once, before the
 * provider is asked anything, so a replayed answer is refused (and the answer of an attempt the
 * modal gave up, `cancelSocialLogin`, too). The code is exchanged with the
 * attempt's PKCE verifier and nonce (`exchangeSocialCode`), and who logged in decides:
 * - a known social account logs in to its wallet;
 * - for a linking wallet, the account is linked to it (`LINKED`);
 * - an account whose provider-verified e-mail is an e-mail wallet's waits for the code e-mailed
 *   there (`VERIFY_OTP`, `verifySocialLink` finishes);
 * - anyone else gets a new wallet's user.
 * Refusals before the claim write nothing; after it, only the attempt's end (`FAILED`).
 *
 * @param context - The social context.
 * @param parameters - The answer and the browser's cookies.
 * @returns The attempt, its end, the identity and, for a login, the new session's token.
 *
 * @example
 * import { completeSocialLogin } from './services/social/completeSocialLogin.js'
 * const result = await completeSocialLogin(context, { response, attemptToken, sessionToken })
 */
export async function completeSocialLogin(
  context: SocialContext,
  { response, attemptToken, sessionToken, locale }: CompleteSocialLoginParameters,
) {
  if (attemptToken === undefined || !tokenPattern.test(attemptToken))
    throw new SocialAttemptNotFoundError({ reason: 'no-cookie' })
  const found = await context.social.findAttempt(hashToken(attemptToken))
  if (!found) throw new SocialAttemptNotFoundError({ reason: 'unknown' })
  if (response.state === undefined)
    throw new SocialAttemptNotFoundError({ reason: 'state-missing' })
  if (!sameHash(hashToken(response.state), found.stateHash))
    throw new SocialAttemptNotFoundError({ reason: 'state-mismatch' })
  const time = context.now()
  if (found.usedAt)
    throw found.errorName === 'SocialAttemptCanceledError'
      ? new SocialAttemptCanceledError()
      : new SocialAttemptUsedError()
  if (found.expiresAt.getTime() <= time.getTime()) throw new SocialAttemptExpiredError()
  const attempt = await context.social.claimAttempt({ id: found.id, now: time })
  if (!attempt) throw new SocialAttemptUsedError()

  try {
    return await finish(context, attempt, { response, attemptToken, sessionToken, locale })
  } catch (error) {
    await context.social.endAttempt({
      id: attempt.id,
      status: 'FAILED',
      error: attemptError(error),
    })
    throw error
  }
}

async function finish(
  context: SocialContext,
  attempt: SocialLoginAttempt,
  {
    response,
    attemptToken,
    sessionToken,
    locale,
  }: CompleteSocialLoginParameters & { attemptToken: string },
) {
  const client = await context.clients.get(attempt.provider).catch((cause: unknown) => {
    throw new SocialProviderUnavailableError({ provider: attempt.provider, cause })
  })
  const providerName = client.provider.name
  if (response.error !== undefined)
    throw new SocialLoginDeniedError({ provider: providerName, error: response.error })
  if (response.code === undefined || response.state === undefined)
    throw new SocialTokenRejectedError({ provider: providerName, reason: 'the answer has no code' })
  const { codeKey } = await context.keys()
  const nonce = deriveAttemptSecret(codeKey, attemptToken, 'nonce')
  // The nonce is derived, not stored: its stored hash only confirms the derivation.
  if (!sameHash(hashToken(nonce), attempt.nonceHash))
    throw new SocialTokenRejectedError({ provider: providerName, reason: 'the attempt is corrupt' })
  const profile = await exchangeSocialCode({
    client,
    redirectUri: `${context.secureOrigin}${socialCallbackPath}`,
    response: { code: response.code, state: response.state, iss: response.iss },
    codeVerifier: deriveAttemptSecret(codeKey, attemptToken, 'pkce'),
    nonce,
  })
  const fields = { ...profile, provider: attempt.provider }

  if (attempt.linkUserId !== null) {
    // Linking: the browser must still be logged in to the wallet that asked.
    const session = await requireWalletSession(context, sessionToken)
    if (session.userId !== attempt.linkUserId)
      throw new SocialAttemptNotFoundError({ reason: 'unknown' })
    const identity = await context.social.link({
      userId: session.userId,
      profile: fields,
      now: context.now(),
    })
    if (identity === 'in-use') throw new SocialIdentityInUseError({ provider: providerName })
    await context.social.endAttempt({ id: attempt.id, status: 'LINKED', identityId: identity.id })
    return { attempt, status: 'LINKED' as const, identity }
  }

  const known = await context.social.findIdentity(fields)
  if (!known && profile.email !== null && profile.emailVerified && client.provider.verifiesEmail) {
    const owner = await context.social.findUserByEmail(profile.email)
    if (owner?.email) {
      await sendSocialLinkCode(context, {
        attempt,
        user: { id: owner.id, email: owner.email },
        profile,
        providerName,
        locale,
      })
      await context.social.endAttempt({ id: attempt.id, status: 'VERIFY_OTP' })
      return { attempt, status: 'VERIFY_OTP' as const, email: owner.email }
    }
  }
  const token = generateToken()
  const time = context.now()
  const login = await context.social.logIn({
    profile: fields,
    userId: undefined,
    now: time,
    session: {
      tokenHash: hashToken(token),
      expiresAt: new Date(time.getTime() + context.limits.sessionAbsoluteMs),
    },
    replacesSessionTokenHash:
      sessionToken && tokenPattern.test(sessionToken) ? hashToken(sessionToken) : undefined,
    deviceIdHash: attempt.deviceIdHash,
  })
  await context.social.endAttempt({
    id: attempt.id,
    status: 'CONNECTED',
    identityId: login.identity.id,
  })
  return {
    attempt,
    status: 'CONNECTED' as const,
    identity: login.identity,
    sessionToken: token,
    login,
  }
}

function sameHash(a: string, b: string) {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}
