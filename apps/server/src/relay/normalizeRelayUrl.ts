/**
 * The form two relay URLs are compared in: scheme, host and port as `URL` writes them (lower
 * case, default port dropped) and the path without trailing slashes; query and fragment are
 * ignored.
 *
 * @param url - Such as `WS://LocalHost:80/relay/`.
 * @returns Such as `ws://localhost/relay`, or `undefined` when `url` is not a ws(s) URL.
 *
 * @example
 * import { normalizeRelayUrl } from './normalizeRelayUrl.js'
 * normalizeRelayUrl('wss://relay.example.org:443/') // 'wss://relay.example.org'
 */
export function normalizeRelayUrl(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') return undefined
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`
}
