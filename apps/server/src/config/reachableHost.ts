/**
 * The address a client dials to reach a server listening on `host`: a wildcard address
 * (`0.0.0.0`, `::`) becomes loopback, and an IPv6 address gets its brackets.
 *
 * @param host - `HOST`, such as `0.0.0.0`.
 * @returns A host for a URL, such as `127.0.0.1`.
 *
 * @example
 * import { reachableHost } from './reachableHost.js'
 * reachableHost('0.0.0.0') // '127.0.0.1'
 */
export function reachableHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1'
  if (host === '::') return '[::1]'
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
}
