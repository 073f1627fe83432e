import { type OriginPattern, parseOriginPattern } from './parseOriginPattern.js'

/**
 * Checks a request's `Origin` against a project's allowed-origin patterns. Scheme, host and port
 * must match exactly, except that a `*` port matches any port and a `*.` host matches any
 * subdomain (never the bare domain). It is never a substring match: `http://localhost.evil.com`
 * does not match `http://localhost:*`. An empty list allows nothing; a missing origin, `null`
 * (sandboxed frames, `file:`) or anything that is not `http(s)://host[:port]` is never allowed.
 *
 * @param origin - The `Origin` header, as the browser sent it.
 * @param patterns - The project's `allowedOrigins`.
 * @returns Whether some pattern allows `origin`.
 *
 * @example
 * import { isOriginAllowed } from '@airlock/protocol'
 * isOriginAllowed('http://localhost:5173', ['http://localhost:*']) // true
 * isOriginAllowed('http://localhost.evil.com', ['http://localhost:*']) // false
 */
export function isOriginAllowed(
  origin: string | null | undefined,
  patterns: readonly string[],
): boolean {
  if (!origin) return false
  const parsed = parseOriginPattern(origin)
  // An origin is a pattern without wildcards; one with a `*` is not a real origin.
  if (!parsed || parsed.subdomains || parsed.port === '*') return false
  return patterns.some((text) => {
    const pattern = parseOriginPattern(text)
    return pattern !== undefined && matches(pattern, parsed)
  })
}

function matches(pattern: OriginPattern, origin: OriginPattern) {
  if (pattern.scheme !== origin.scheme) return false
  if (pattern.port !== '*' && pattern.port !== origin.port) return false
  if (!pattern.subdomains) return pattern.host === origin.host
  return origin.host.endsWith(`.${pattern.host}`)
}
