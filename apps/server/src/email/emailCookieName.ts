/**
 * The names of the e-mail wallet's cookies: `session` (the login) and `attempt` (a login in
 * progress, binding its code to this browser). Over https they carry the `__Host-` prefix, so
 * browsers keep them only when Secure, `Path=/` and without `Domain` (ASVS 5.0 3.3.1); browsers
 * refuse that prefix over plain http, where it is left off.
 *
 * @param kind - Which cookie.
 * @param secure - Whether browsers reach the server over https (`PUBLIC_URL`).
 * @returns Such as `__Host-airlock-wallet` or `airlock-wallet-attempt`.
 *
 * @example
 * import { emailCookieName } from './email/emailCookieName.js'
 * emailCookieName('session', true) // '__Host-airlock-wallet'
 */
export function emailCookieName(kind: 'session' | 'attempt', secure: boolean): string {
  return `${secure ? '__Host-' : ''}airlock-wallet${kind === 'attempt' ? '-attempt' : ''}`
}
