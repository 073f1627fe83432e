/**
 * A parsed allowed-origin pattern. `host` is the whole host, or with `subdomains` the suffix a
 * subdomain must end with; `port` undefined means the scheme's default port, `'*'` any port.
 */
export type OriginPattern = {
  scheme: 'http' | 'https'
  host: string
  /** `*.example.org`: any subdomain of `host`, at any depth, but not `host` itself. */
  subdomains: boolean
  port: number | '*' | undefined
  /** The canonical spelling: lower case, no default port. */
  normalized: string
}

const defaultPorts = { http: 80, https: 443 } as const
const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
// One regex over the whole string: a pattern either parses completely or not at all.
const pattern = new RegExp(`^(https?)://(\\*\\.)?(${label}(?:\\.${label})*)(?::(\\*|[0-9]{1,5}))?$`)

/**
 * Parses an allowed-origin pattern: `scheme://host[:port]` with `http` or `https`, where the port
 * may be `*` (any port) and the host may start with `*.` (any subdomain). A `*.` suffix needs at
 * least two labels (`*.example.org`) or must be `localhost`, so `https://*.com` is refused.
 * IPv6 hosts are not supported.
 *
 * @param value - Such as `https://app.example.org`, `https://*.vercel.app` or `http://localhost:*`.
 * @returns The parsed pattern, or `undefined` when `value` is not one.
 *
 * @example
 * import { parseOriginPattern } from '@airlock/protocol'
 * parseOriginPattern('http://localhost:*')
 * // { scheme: 'http', host: 'localhost', subdomains: false, port: '*', normalized: 'http://localhost:*' }
 */
export function parseOriginPattern(value: string): OriginPattern | undefined {
  if (value.length > 300) return undefined
  const match = pattern.exec(value.toLowerCase())
  if (!match) return undefined
  const [, scheme, wildcard, host, portText] = match as unknown as [
    string,
    'http' | 'https',
    string | undefined,
    string,
    string | undefined,
  ]
  if (host.length > 253) return undefined
  const subdomains = wildcard !== undefined
  if (subdomains && !host.includes('.') && host !== 'localhost') return undefined
  let port: OriginPattern['port']
  if (portText === '*') port = '*'
  else if (portText !== undefined) {
    const number = Number(portText)
    if (number < 1 || number > 65535) return undefined
    port = number === defaultPorts[scheme] ? undefined : number
  }
  const normalized = `${scheme}://${subdomains ? '*.' : ''}${host}${port === undefined ? '' : `:${port}`}`
  return { scheme, host, subdomains, port, normalized }
}
