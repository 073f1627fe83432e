import { randomUUID, timingSafeEqual } from 'node:crypto'
import {
  type FarcasterStartRequest,
  isOriginAllowed,
  type SocialAttemptResponse,
} from '@airlock/protocol'
import { generateSiweNonce } from 'viem/siwe'
import { generateToken, tokenPattern } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import type { SocialLoginAttempt } from '../../db/createSocialIdentityRepository.js'
import { DappOriginNotAllowedError } from '../../errors/emailAuth.js'
import { FarcasterLoginExpiredError, FarcasterSignInRejectedError } from '../../errors/farcaster.js'
import { InvalidProjectIdError, ProjectNotFoundError } from '../../errors/project.js'
import {
  SocialAttemptNotFoundError,
  SocialAttemptUsedError,
  SocialProviderNotOfferedError,
} from '../../errors/socialAuth.js'
import { resolveFeatureSettings } from '../../projects/resolveFeatureSettings.js'
import { attemptError } from '../social/attemptError.js'
import { readSocialAttempt } from '../social/readSocialAttempt.js'
import type { SocialContext } from '../social/socialContext.js'
import { openFarcasterChannel } from './farcasterChannels.js'
import type { FarcasterRelayContext } from './farcasterRelayContext.js'

/** The social attempts' provider id of Farcaster logins; identities are `(farcaster, fid)`. */
const farcasterProvider = 'farcaster'

/**
 * Starts a Farcaster login: checks that the project offers Farcaster and the dapp's origin is the
 * project's, opens a relay channel for the secure origin's domain with a fresh nonce (custody
 * signatures only), and stores a social attempt bound to a new browser cookie token, to that
 * channel (the token's sha256 as the attempt's `state`) and to the nonce (its sha256).
 *
 * @param contexts - The social login's and the relay's contexts.
 * @param parameters - The request and where it came from.
 * @returns The Farcaster app's link, the attempt's id and the token for the attempt cookie.
 *
 * @example
 * import { startFarcasterLogin } from './services/farcaster/farcasterLogin.js'
 * const { url, token } = await startFarcasterLogin({ social, relay }, { request, ip, userAgent })
 */
export async function startFarcasterLogin(
  { social, relay }: { social: SocialContext; relay: FarcasterRelayContext },
  { request, ip, userAgent }: { request: FarcasterStartRequest; ip: string; userAgent: string },
) {
  const project = await social.projects.get(request.projectId).catch((error: unknown) => {
    if (error instanceof ProjectNotFoundError)
      throw new InvalidProjectIdError({ id: request.projectId })
    throw error
  })
  if (request.origin !== undefined && !isOriginAllowed(request.origin, project.allowedOrigins))
    throw new DappOriginNotAllowedError({ origin: request.origin })
  if (!resolveFeatureSettings(project.features).socials.includes(farcasterProvider))
    throw new SocialProviderNotOfferedError({ provider: 'Farcaster' })
  const secure = new URL(social.secureOrigin)
  const nonce = generateSiweNonce()
  const channel = await openFarcasterChannel(relay, {
    request: {
      siweUri: `${secure.origin}/farcaster`,
      domain: secure.host,
      nonce,
      acceptAuthAddress: false,
    },
    ip,
    userAgent,
    projectId: project.id,
  })
  const id = randomUUID()
  const token = generateToken()
  const time = social.now()
  await social.social.createAttempt({
    id,
    tokenHash: hashToken(token),
    stateHash: hashToken(channel.channelToken),
    nonceHash: hashToken(nonce),
    provider: farcasterProvider,
    projectId: project.id,
    dappOrigin: request.origin ?? null,
    deviceIdHash: request.deviceId ? hashToken(request.deviceId) : null,
    linkUserId: null,
    createdAt: time,
    expiresAt: new Date(time.getTime() + relay.channelTtlMs),
  })
  return {
    url: channel.url,
    attemptId: id,
    token,
    expiresInSeconds: Math.round(relay.channelTtlMs / 1000),
  }
}

/**
 * Where the browser's Farcaster login stands: `PENDING` until the Farcaster app has answered the
 * channel; then, once, the answer is checked again (the attempt's nonce, the secure origin's
 * domain, the custody signature against the ID registry), the attempt claimed and the channel
 * closed, and the browser logged in to the wallet of `(farcaster, fid)`, created on first login.
 * An ended attempt answers its end again, with no new session.
 *
 * @param contexts - The social login's and the relay's contexts.
 * @param cookies - The attempt and session cookies' tokens.
 * @returns The attempt's status, and for the login that just happened the new session's token.
 * @throws {FarcasterLoginExpiredError} The channel expired unanswered.
 *
 * @example
 * import { pollFarcasterLogin } from './services/farcaster/farcasterLogin.js'
 * const { response, sessionToken } = await pollFarcasterLogin({ social, relay }, cookies)
 */
export async function pollFarcasterLogin(
  { social, relay }: { social: SocialContext; relay: FarcasterRelayContext },
  cookies: { attemptToken: string | undefined; sessionToken: string | undefined },
): Promise<{ response: SocialAttemptResponse; sessionToken?: string }> {
  const { attemptToken } = cookies
  if (attemptToken === undefined || !tokenPattern.test(attemptToken))
    throw new SocialAttemptNotFoundError({ reason: 'no-cookie' })
  const attempt = await social.social.findAttempt(hashToken(attemptToken))
  if (!attempt || attempt.provider !== farcasterProvider)
    throw new SocialAttemptNotFoundError({ reason: 'unknown' })
  if (attempt.status) return { response: await readSocialAttempt(social, attemptToken) }
  const time = social.now()
  if (attempt.usedAt) throw new SocialAttemptUsedError()
  const channel = await relay.channels.find({ tokenHash: attempt.stateHash, now: time })
  if (!channel || attempt.expiresAt.getTime() <= time.getTime())
    throw new FarcasterLoginExpiredError()
  if (!channel.completedAt)
    return { response: { attemptId: attempt.id, status: 'PENDING', provider: farcasterProvider } }
  const claimed = await social.social.claimAttempt({ id: attempt.id, now: time })
  if (!claimed) throw new SocialAttemptUsedError()
  try {
    await relay.channels.close({ tokenHash: channel.tokenHash, now: time })
    const sessionToken = await logIn({ social, relay }, claimed, channel, cookies.sessionToken)
    return { response: await readSocialAttempt(social, attemptToken), sessionToken }
  } catch (error) {
    await social.social.endAttempt({
      id: attempt.id,
      status: 'FAILED',
      error: attemptError(error),
    })
    throw error
  }
}

async function logIn(
  { social, relay }: { social: SocialContext; relay: FarcasterRelayContext },
  attempt: SocialLoginAttempt,
  channel: NonNullable<Awaited<ReturnType<FarcasterRelayContext['channels']['find']>>>,
  sessionToken: string | undefined,
) {
  const secure = new URL(social.secureOrigin)
  if (!sameHash(hashToken(channel.nonce), attempt.nonceHash) || channel.domain !== secure.host)
    throw new FarcasterSignInRejectedError({ reason: 'The channel is not this login’s.' })
  const verified = await relay.verifier.verify({
    nonce: channel.nonce,
    domain: secure.host,
    message: channel.message ?? '',
    signature: (channel.signature ?? '0x') as `0x${string}`,
    acceptAuthAddress: false,
  })
  const token = generateToken()
  const time = social.now()
  const login = await social.social.logIn({
    profile: {
      provider: farcasterProvider,
      subject: String(verified.fid),
      email: null,
      emailVerified: false,
      username: channel.username ?? `fid:${verified.fid}`,
    },
    userId: undefined,
    now: time,
    session: {
      tokenHash: hashToken(token),
      expiresAt: new Date(time.getTime() + social.limits.sessionAbsoluteMs),
    },
    replacesSessionTokenHash:
      sessionToken && tokenPattern.test(sessionToken) ? hashToken(sessionToken) : undefined,
    deviceIdHash: attempt.deviceIdHash,
  })
  await social.social.endAttempt({
    id: attempt.id,
    status: 'CONNECTED',
    identityId: login.identity.id,
  })
  return token
}

function sameHash(a: string, b: string) {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}
