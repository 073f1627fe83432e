// Query parameters and path segments that usually carry a credential in a database or RPC URL.
const secretParameter = /pass|secret|token|key|auth|sig/i
// Provider keys sit in the path (`/v2/<key>` at Alchemy, `/v3/<key>` at Infura): long opaque segments.
const secretSegment = /^[A-Za-z0-9_-]{20,}$/

/**
 * Hides the credentials in a URL so it can be printed or logged: the password, query parameters
 * named like secrets, and long opaque path segments (API keys) become `***`.
 *
 * @param value - A URL, or any string (a value that does not parse still has `user:password@` hidden).
 * @returns The URL with its secrets replaced by `***`; unchanged when it holds none.
 *
 * @example
 * import { maskUrl } from './maskUrl.js'
 * maskUrl('postgres://airlock:hunter2@db:5432/airlock') // 'postgres://airlock:***@db:5432/airlock'
 */
export function maskUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    // Unparseable: hide everything between `scheme://user:` and the last `@`, whatever it holds.
    return value
      .replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:).*@/i, '$1***@')
      .replace(/:[^:@/*]*@/g, ':***@')
  }
  let masked = false
  if (url.password) {
    url.password = '***'
    masked = true
  }
  for (const [name] of url.searchParams)
    if (secretParameter.test(name)) {
      url.searchParams.set(name, '***')
      masked = true
    }
  const segments = url.pathname.split('/')
  if (segments.some((segment) => secretSegment.test(segment))) {
    url.pathname = segments
      .map((segment) => (secretSegment.test(segment) ? '***' : segment))
      .join('/')
    masked = true
  }
  if (!masked) return value
  // URL percent-encodes `*` in some positions, and adds a `/` path the value may not have had.
  const text = url.toString().replaceAll('%2A', '*')
  const hadPath = value.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').startsWith('/')
  return hadPath ? text : text.replace(/\/(?=[?#]|$)/, '')
}
