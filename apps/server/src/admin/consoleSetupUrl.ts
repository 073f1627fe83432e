/**
 * The console's one-time setup link for a token: the token rides in the fragment, which browsers
 * never send to a server, so it stays out of access logs and `Referer`s.
 *
 * @param publicUrl - `PUBLIC_URL`, where browsers reach the server.
 * @param token - From `createAdminAccounts(db).createSetupToken`.
 * @returns Such as `http://127.0.0.1:8787/console/#setup=…`.
 *
 * @example
 * import { consoleSetupUrl } from './admin/consoleSetupUrl.js'
 * console.log(consoleSetupUrl(config.publicUrl, token))
 */
export function consoleSetupUrl(publicUrl: string, token: string): string {
  return new URL(`console/#setup=${token}`, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`)
    .href
}
