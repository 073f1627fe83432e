import { randomUUID } from 'node:crypto'
import { isOriginAllowed, type SocialStartRequest } from '@airlock/protocol'
import * as client from 'openid-client'
import { generateToken } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import { DappOriginNotAllowedError } from '../../errors/emailAuth.js'
import { InvalidProjectIdError, ProjectNotFoundError } from '../../errors/project.js'
import {
  SocialProviderNotOfferedError,
  SocialProviderUnavailableError,
} from '../../errors/socialAuth.js'
import { resolveFeatureSettings } from '../../projects/resolveFeatureSettings.js'
import { deriveAttemptSecret } from './deriveAttemptSecret.js'
import { requireWalletSession } from './requireWalletSession.js'
import { type SocialContext, socialCallbackPath } from './socialContext.js'

export type StartSocialLoginParameters = {
  request: SocialStartRequest
  /** The session cookie's token: required to link (`request.link`). */
  sessionToken: string | undefined
}

/**
 * Starts a social login (or, for a logged-in wallet, the linking of another social account): checks
 * that the project offers the provider and the dapp's origin is the project's, then stores an
 * attempt bound to a new browser cookie token, with a fresh `state` (stored only as its sha256),
 * a `nonce` and a PKCE S256 verifier derived from the token (`deriveAttemptSecret`; the nonce's
 * sha256 is stored too). The authorization
 * URL names the secure origin's callback as its exact redirect URI, and asks for the request's
 * `locale` as `ui_locales`.
 *
 * @param context - The social context.
 * @param parameters - The request and the session cookie.
 * @returns The authorization URL, the attempt's id and the token for the attempt cookie.
 * @throws {SocialProviderNotOfferedError} The provider is not configured or not offered by the project.
 * @throws {SocialProviderUnavailableError} The provider's discovery failed.
 *
 * @example
 * import { startSocialLogin } from './services/social/startSocialLogin.js'
 * const { uri, token } = await startSocialLogin(context, { request, sessionToken: undefined })
 */
export async function startSocialLogin(
  context: SocialContext,
  { request, sessionToken }: StartSocialLoginParameters,
) {
  const project = await context.projects.get(request.projectId).catch((error: unknown) => {
    if (error instanceof ProjectNotFoundError)
      throw new InvalidProjectIdError({ id: request.projectId })
    throw error
  })
  if (request.origin !== undefined && !isOriginAllowed(request.origin, project.allowedOrigins))
    throw new DappOriginNotAllowedError({ origin: request.origin })
  const offered =
    context.clients.providers.some((provider) => provider.id === request.provider) &&
    resolveFeatureSettings(project.features).socials.includes(request.provider)
  if (!offered) throw new SocialProviderNotOfferedError({ provider: request.provider })
  const linkUserId = request.link
    ? (await requireWalletSession(context, sessionToken)).userId
    : null

  const social = await context.clients.get(request.provider).catch((cause: unknown) => {
    const provider = context.clients.providers.find((entry) => entry.id === request.provider)
    throw new SocialProviderUnavailableError({
      provider: provider?.name ?? request.provider,
      cause,
    })
  })
  const { provider, configuration } = social
  const { codeKey } = await context.keys()
  const id = randomUUID()
  const token = generateToken()
  const state = generateToken()
  const nonce = deriveAttemptSecret(codeKey, token, 'nonce')
  const codeChallenge = await client.calculatePKCECodeChallenge(
    deriveAttemptSecret(codeKey, token, 'pkce'),
  )
  const uri = client.buildAuthorizationUrl(configuration, {
    redirect_uri: `${context.secureOrigin}${socialCallbackPath}`,
    scope: provider.scopes.join(' '),
    state,
    ...(provider.kind === 'oidc' ? { nonce } : {}),
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    // The modal's language, for the provider's login and consent pages (OIDC's ui_locales).
    ...(request.locale ? { ui_locales: request.locale } : {}),
    ...provider.authorizationParameters,
  })
  const time = context.now()
  await context.social.createAttempt({
    id,
    tokenHash: hashToken(token),
    stateHash: hashToken(state),
    nonceHash: hashToken(nonce),
    provider: provider.id,
    projectId: project.id,
    dappOrigin: request.origin ?? null,
    deviceIdHash: request.deviceId ? hashToken(request.deviceId) : null,
    linkUserId,
    createdAt: time,
    expiresAt: new Date(time.getTime() + context.limits.attemptTtlMs),
  })
  return {
    uri: uri.href,
    attemptId: id,
    token,
    expiresInSeconds: Math.round(context.limits.attemptTtlMs / 1000),
  }
}
