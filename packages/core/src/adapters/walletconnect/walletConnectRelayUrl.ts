/**
 * The Airlock server's own WalletConnect relay for the server at `apiUrl`: the same host with
 * http → ws and https → wss, at `/relay` under any base path.
 *
 * @param apiUrl - Base URL of the Airlock server, such as `http://127.0.0.1:8787`.
 * @returns Such as `ws://127.0.0.1:8787/relay`: exactly the string the relay checks the
 *   client's JWT `aud` against, so it carries no trailing slash.
 *
 * @example
 * import { walletConnectRelayUrl } from '@airlock/core'
 * walletConnectRelayUrl('https://airlock.example.org/api/') // 'wss://airlock.example.org/api/relay'
 */
export function walletConnectRelayUrl(apiUrl: string): string {
  const url = new URL(apiUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/relay`
  url.search = ''
  url.hash = ''
  return url.toString()
}
