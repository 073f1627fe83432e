import { isOriginAllowed } from '@airlock/protocol'
import {
  InvalidSiweMessageError,
  SiweDomainMismatchError,
  SiweIssuedInFutureError,
  SiweMessageExpiredError,
  SiweMessageNotYetValidError,
  SiweSchemeMismatchError,
  SiweUriMismatchError,
  UnsupportedSiweChainError,
} from '../errors/auth.js'
import type { SiweMessage } from './parseSiweMessage.js'

export type CheckSiweMessageParameters = {
  /** The project's allowed origins. */
  allowedOrigins: readonly string[]
  /** The request's `Origin` header; absent for requests not made by a browser. */
  requestOrigin: string | undefined
  /** The chain ids this server has RPC endpoints for. */
  chainIds: readonly number[]
  /** The Solana clusters served (CAIP-2), for Sign In With Solana. Defaults to none. */
  solanaClusters?: readonly string[]
  now: Date
  /** How far ahead of `now` `Issued At` and `Not Before` may be. Defaults to `60_000`. */
  clockSkewMs?: number
}

/**
 * Checks a parsed sign-in message's values (EIP-4361 "checked against expected term values"):
 * - its origin, `<scheme>://<domain>`, is one of the project's allowed origins and, when the
 *   request carries an `Origin`, is that origin. A message without a scheme means https (EIP-4361),
 *   unless its domain is the request's own host, whose scheme the browser reports;
 * - its `URI` is http(s) on that same origin;
 * - its `Chain ID` is a chain this server serves (where ERC-1271 accounts are resolved);
 * - `Issued At` and `Not Before` are not in the future (beyond `clockSkewMs`), and
 *   `Expiration Time` has not passed.
 *
 * The nonce and the signature are checked by the caller, against the database and the chain.
 *
 * @param message - From `parseSiweMessage`.
 * @param parameters - The project, the request and the clock.
 * @returns The message's origin, such as `https://app.example.org`.
 * @throws {SiweDomainMismatchError} 403: the domain is not allowed, or not the request's.
 * @throws {SiweSchemeMismatchError} 403: the scheme is not http(s), or not the request's.
 * @throws {SiweUriMismatchError} 403: the URI is not on the message's origin.
 * @throws {UnsupportedSiweChainError} 400: the chain is not served.
 * @throws {InvalidSiweMessageError} 400: the domain is no valid host (`1.2.3.4.5`).
 * @throws {SiweIssuedInFutureError | SiweMessageNotYetValidError | SiweMessageExpiredError} 401.
 *
 * @example
 * import { checkSiweMessage } from './auth/checkSiweMessage.js'
 * checkSiweMessage(parseSiweMessage(text), {
 *   allowedOrigins: project.allowedOrigins,
 *   requestOrigin: c.req.header('origin'),
 *   chainIds: [31337],
 *   now: new Date(),
 * })
 */
export function checkSiweMessage(
  message: SiweMessage,
  {
    allowedOrigins,
    requestOrigin,
    chainIds,
    solanaClusters = [],
    now,
    clockSkewMs = 60_000,
  }: CheckSiweMessageParameters,
): string {
  let request: URL | undefined
  if (requestOrigin) {
    try {
      request = new URL(requestOrigin)
    } catch {
      // `null` (a sandboxed frame) or worse: no origin a message can name.
      throw new SiweDomainMismatchError({ domain: message.domain, expected: requestOrigin })
    }
  }
  const requestScheme = request?.protocol.slice(0, -1)
  const domain = message.domain.toLowerCase()
  const scheme =
    message.scheme?.toLowerCase() ??
    (request && sameHost(request, domain) ? requestScheme : undefined) ??
    'https'
  if (scheme !== 'https' && scheme !== 'http')
    throw new SiweSchemeMismatchError({ scheme, expected: requestScheme ?? 'https' })
  // The URL parser normalises the host and drops a default port, as browsers do in `Origin`.
  let origin: string
  try {
    origin = new URL(`${scheme}://${domain}`).origin
  } catch {
    // Such as 1.2.3.4.5, which ends like an IPv4 address but is none.
    throw new InvalidSiweMessageError({
      field: 'domain',
      reason: 'is not a valid host',
      value: message.domain,
    })
  }
  if (request) {
    if (!sameHost(request, domain))
      throw new SiweDomainMismatchError({ domain: message.domain, expected: request.origin })
    if (scheme !== requestScheme)
      throw new SiweSchemeMismatchError({ scheme, expected: requestScheme ?? 'https' })
  }
  if (!isOriginAllowed(origin, allowedOrigins))
    throw new SiweDomainMismatchError({ domain: message.domain })

  let uri: URL | undefined
  try {
    uri = new URL(message.uri)
  } catch {}
  if (!uri || uri.origin !== origin || uri.username || uri.password)
    throw new SiweUriMismatchError({ uri: message.uri, origin })

  if (message.namespace === 'solana') {
    const references = solanaClusters.map((cluster) => cluster.slice('solana:'.length))
    if (!references.includes(String(message.chainId)))
      throw new UnsupportedSiweChainError({ chainId: message.chainId, supported: references })
  } else if (typeof message.chainId !== 'number' || !chainIds.includes(message.chainId))
    throw new UnsupportedSiweChainError({ chainId: message.chainId, supported: chainIds })

  const latest = now.getTime() + clockSkewMs
  if (message.issuedAt.getTime() > latest)
    throw new SiweIssuedInFutureError({ issuedAt: message.issuedAt })
  if (message.notBefore && message.notBefore.getTime() > latest)
    throw new SiweMessageNotYetValidError({ notBefore: message.notBefore })
  if (message.expirationTime && message.expirationTime.getTime() <= now.getTime())
    throw new SiweMessageExpiredError({ expirationTime: message.expirationTime })
  return origin
}

// `domain` is lower-case `host[:port]`; compare as the URL parser sees both.
function sameHost(request: URL, domain: string): boolean {
  try {
    return new URL(`${request.protocol}//${domain}`).host === request.host
  } catch {
    return false
  }
}
