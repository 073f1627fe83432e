import { normalizeRelayUrl } from './normalizeRelayUrl.js'

export type DeriveRelayUrlsParameters = {
  /** `PUBLIC_URL`: `http(s)://host[:port]`, where browsers reach the server. */
  publicUrl: string
  /** The address the server listens on, when known (such as `http://127.0.0.1:54321`). */
  listenUrl?: string | undefined
  /** `RELAY_URLS`: more ws(s) URLs the relay is reachable under (behind a proxy, on a LAN name). */
  extra?: readonly string[]
}

/** The path the relay answers WebSocket upgrades on. */
export const relayPath = '/relay'

/**
 * The URLs the relay is reachable under, which a client's JWT `aud` (its configured `relayUrl`)
 * may name: `PUBLIC_URL` with http → ws and https → wss plus `/relay`, the same for the address
 * it listens on, both spellings of loopback (`localhost`, `127.0.0.1`), and the extra URLs.
 *
 * @param parameters - Public URL, listening address and extra URLs.
 * @returns Normalized URLs without duplicates; the first is the public relay URL.
 *
 * @example
 * import { deriveRelayUrls } from './deriveRelayUrls.js'
 * deriveRelayUrls({ publicUrl: 'https://airlock.example.org' })
 * // ['wss://airlock.example.org/relay']
 */
export function deriveRelayUrls({
  publicUrl,
  listenUrl,
  extra = [],
}: DeriveRelayUrlsParameters): string[] {
  const urls = new Set<string>()
  for (const httpUrl of [publicUrl, listenUrl]) {
    if (!httpUrl) continue
    const url = new URL(httpUrl)
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
    url.pathname = `${url.pathname.replace(/\/+$/, '')}${relayPath}`
    add(urls, url.toString())
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') {
      url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
      add(urls, url.toString())
    }
  }
  for (const url of extra) add(urls, url)
  return [...urls]
}

function add(urls: Set<string>, url: string) {
  const normalized = normalizeRelayUrl(url)
  if (normalized) urls.add(normalized)
}
