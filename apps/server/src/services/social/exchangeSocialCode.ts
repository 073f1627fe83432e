import * as client from 'openid-client'
import {
  SocialProviderUnavailableError,
  SocialTokenRejectedError,
} from '../../errors/socialAuth.js'
import type { SocialClient } from './createSocialClients.js'
import { readSocialProfile, type SocialProfile } from './readSocialProfile.js'

export type ExchangeSocialCodeParameters = {
  client: SocialClient
  /** The redirect URI the authorization request named: the secure origin's callback. */
  redirectUri: string
  /** The provider's answer as the callback received it. */
  response: { code: string; state: string; iss?: string | undefined }
  /** The attempt's PKCE verifier (`deriveCodeVerifier`). */
  codeVerifier: string
  /** The attempt's nonce: the ID token must carry exactly this. */
  nonce: string
}

// openid-client's codes for answers that fail a check, as opposed to a provider that is down.
const rejectedCodes = new Set([
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
  'OAUTH_KEY_SELECTION_FAILED',
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_PARSE_ERROR',
  'OAUTH_UNSUPPORTED_OPERATION',
])

/**
 * Completes an authorization-code login at the provider: sends the code with its PKCE verifier to
 * the token endpoint (authenticated as the configured client), and for an OpenID Connect provider
 * checks the ID token (issuer, audience, expiry, nonce and signature against the provider's JWKS)
 * and the `iss` of the answer when the provider announces it (RFC 9207); then reads who logged in
 * from the ID token and userinfo, or from a plain OAuth 2.0 provider's API. The access token is
 * used for that call only and dropped: nothing of the provider's tokens is kept.
 *
 * @param parameters - The client, the answer, the verifier and the nonce.
 * @returns Who logged in.
 * @throws {SocialTokenRejectedError} When the provider refuses the code (replayed, foreign, an
 * unregistered redirect URI) or the ID token fails a check.
 * @throws {SocialProviderUnavailableError} When the provider does not answer in time or fails.
 *
 * @example
 * import { exchangeSocialCode } from './services/social/exchangeSocialCode.js'
 * const profile = await exchangeSocialCode({ client, redirectUri, response, codeVerifier, nonce })
 */
export async function exchangeSocialCode({
  client: { provider, configuration },
  redirectUri,
  response,
  codeVerifier,
  nonce,
}: ExchangeSocialCodeParameters): Promise<SocialProfile> {
  const url = new URL(redirectUri)
  url.searchParams.set('code', response.code)
  url.searchParams.set('state', response.state)
  if (response.iss !== undefined) url.searchParams.set('iss', response.iss)
  let claims: Record<string, unknown>
  let emails: unknown
  try {
    if (provider.kind === 'oidc') {
      const tokens = await client.authorizationCodeGrant(configuration, url, {
        pkceCodeVerifier: codeVerifier,
        expectedState: response.state,
        expectedNonce: nonce,
        idTokenExpected: true,
      })
      const idToken = tokens.claims()
      if (!idToken)
        throw new SocialTokenRejectedError({ provider: provider.name, reason: 'no ID token' })
      claims = { ...idToken }
      if (configuration.serverMetadata().userinfo_endpoint) {
        const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)
        // The ID token's claims win; userinfo fills in what it left out.
        claims = { ...userinfo, ...idToken }
      }
    } else {
      const tokens = await client.authorizationCodeGrant(configuration, url, {
        pkceCodeVerifier: codeVerifier,
        expectedState: response.state,
      })
      const endpoints = provider.endpoints
      if (!endpoints) throw new Error(`Social provider ${provider.id} has no endpoints`)
      claims = await readJson(configuration, tokens.access_token, endpoints.userinfo)
      if (endpoints.emails)
        emails = await readJson(configuration, tokens.access_token, endpoints.emails)
    }
  } catch (error) {
    throw classify(provider.name, error)
  }
  const profile = readSocialProfile(provider.profile, claims, emails)
  if (!profile)
    throw new SocialTokenRejectedError({
      provider: provider.name,
      reason: 'the answer names no user',
    })
  return profile
}

async function readJson(configuration: client.Configuration, accessToken: string, url: string) {
  const response = await client.fetchProtectedResource(
    configuration,
    accessToken,
    new URL(url),
    'GET',
    undefined,
    new Headers({ accept: 'application/json' }),
  )
  if (!response.ok) throw new ApiAnswerError(response.status)
  return (await response.json()) as Record<string, unknown>
}

// The user API's refusal: 5xx means the provider is down, 4xx that it refuses the token.
class ApiAnswerError extends Error {
  readonly status: number
  constructor(status: number) {
    super(`the user API answered ${status}`)
    this.status = status
  }
}

function classify(provider: string, error: unknown) {
  if (error instanceof SocialTokenRejectedError) return error
  if (error instanceof ApiAnswerError && error.status < 500)
    return new SocialTokenRejectedError({ provider, reason: error.message, cause: error })
  if (error instanceof client.ResponseBodyError) {
    if (error.status >= 500) return new SocialProviderUnavailableError({ provider, cause: error })
    const reason = error.error_description
      ? `${error.error}: ${error.error_description}`
      : error.error
    return new SocialTokenRejectedError({ provider, reason, cause: error })
  }
  if (error instanceof client.ClientError && error.code && rejectedCodes.has(error.code)) {
    const detail = error.cause instanceof Error ? error.cause.message : error.message
    return new SocialTokenRejectedError({ provider, reason: detail, cause: error })
  }
  // Timeouts, refused connections, 5xx pages, answers that are not JSON: the provider's fault.
  return new SocialProviderUnavailableError({ provider, cause: error })
}
