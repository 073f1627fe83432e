import { createPublicKey, verify } from 'node:crypto'
import { RelayAuthError } from '../errors/relay.js'
import { decodeDidKey } from './decodeDidKey.js'
import { normalizeRelayUrl } from './normalizeRelayUrl.js'

export type VerifyRelayJwtParameters = {
  /** The URLs the relay is reachable under, any of which the `aud` claim may name. */
  audiences: readonly string[]
  /** Seconds a client's clock may run ahead (`iat` in the future). Defaults to `300`. */
  clockSkewSeconds?: number
  /** The longest `exp - iat` accepted, in seconds. Clients sign for 1 day. Defaults to 7 days. */
  maxLifetimeSeconds?: number
  /** The clock, for tests. Defaults to `Date.now`. */
  now?: () => number
}

export type VerifyRelayJwtReturnType = {
  /** `iss`: the client's `did:key`, its stable id (the mailbox and rate limits are keyed by it). */
  clientId: string
  /** `sub`: random per client instance. */
  subject: string
  /** `exp`, in seconds. */
  expiresAt: number
}

export type VerifyRelayJwtErrorType = RelayAuthError

type Claims = { iss?: unknown; sub?: unknown; aud?: unknown; iat?: unknown; exp?: unknown }

/**
 * Verifies the `auth` JWT a WalletConnect client puts in its relay URL (@walletconnect/relay-auth):
 * header `{"alg":"EdDSA","typ":"JWT"}`, an Ed25519 signature over `header.claims` by the key in
 * `iss` (a did:key), `exp` in the future, `iat` not ahead of the clock by more than the skew, and
 * `aud` one of the relay's own URLs (compared without a trailing slash, query or default port).
 * The reference `verifyJWT` checks only the first two.
 *
 * @param token - The `auth` query parameter.
 * @param parameters - Accepted audiences, skew and clock.
 * @returns The client id (`iss`), `sub` and `exp`.
 * @throws {RelayAuthError} Naming what failed; the upgrade is answered with 401.
 *
 * @example
 * import { verifyRelayJwt } from './verifyRelayJwt.js'
 * const { clientId } = verifyRelayJwt(url.searchParams.get('auth'), {
 *   audiences: ['ws://127.0.0.1:8787/relay'],
 * })
 */
export function verifyRelayJwt(
  token: string | null | undefined,
  {
    audiences,
    clockSkewSeconds = 300,
    maxLifetimeSeconds = 7 * 86_400,
    now = Date.now,
  }: VerifyRelayJwtParameters,
): VerifyRelayJwtReturnType {
  if (!token) throw new RelayAuthError({ reason: 'missing' })
  // Real tokens are ~400 characters; a limit keeps a hostile one from costing anything.
  const parts = token.length <= 4096 ? token.split('.') : []
  const [headerText, claimsText, signatureText] = parts
  if (parts.length !== 3 || !headerText || !claimsText || !signatureText)
    throw new RelayAuthError({ reason: 'malformed', details: 'Expected header.claims.signature.' })
  const header = decodeJson(headerText)
  const claims = decodeJson(claimsText) as Claims
  if (header.alg !== 'EdDSA' || header.typ !== 'JWT')
    throw new RelayAuthError({
      reason: 'algorithm',
      details: `Got alg ${JSON.stringify(header.alg)} and typ ${JSON.stringify(header.typ)}.`,
    })
  const { iss, sub, aud, iat, exp } = claims
  if (typeof iss !== 'string' || typeof sub !== 'string' || typeof aud !== 'string')
    throw new RelayAuthError({ reason: 'malformed', details: 'iss, sub and aud must be strings.' })
  if (!isSeconds(iat) || !isSeconds(exp))
    throw new RelayAuthError({ reason: 'malformed', details: 'iat and exp must be numbers.' })

  const publicKey = decodeDidKey(iss)
  if (!publicKey) throw new RelayAuthError({ reason: 'issuer' })
  const signature = Buffer.from(signatureText, 'base64url')
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  })
  const signed = Buffer.from(`${headerText}.${claimsText}`, 'utf8')
  if (signature.length !== 64 || !verify(null, signed, key, signature))
    throw new RelayAuthError({ reason: 'signature' })

  const seconds = now() / 1000
  if (exp <= seconds) throw new RelayAuthError({ reason: 'expired' })
  if (iat > seconds + clockSkewSeconds) throw new RelayAuthError({ reason: 'issuedInFuture' })
  if (exp - iat > maxLifetimeSeconds) throw new RelayAuthError({ reason: 'lifetime' })
  const audience = normalizeRelayUrl(aud)
  if (!audience || !audiences.some((url) => normalizeRelayUrl(url) === audience))
    throw new RelayAuthError({
      reason: 'audience',
      details: `aud ${JSON.stringify(aud.slice(0, 200))} is not one of ${audiences.join(', ')}.`,
    })
  return { clientId: iss, subject: sub, expiresAt: exp }
}

function decodeJson(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>
  } catch {}
  throw new RelayAuthError({ reason: 'malformed', details: 'A part is not base64url JSON.' })
}

function isSeconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}
