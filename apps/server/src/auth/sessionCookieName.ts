/**
 * The name of a project's session cookie. One per project, so that two dapps on one site using
 * one server never overwrite each other's sign-in. Over https it carries the `__Host-` prefix, so
 * browsers keep it only when it is Secure, has `Path=/` and no `Domain` (ASVS 5.0 3.3.1);
 * browsers refuse that prefix over plain http, where it is left off.
 *
 * @param projectId - The project's id (letters, digits, `-` and `_`, all valid in a cookie name).
 * @param secure - Whether the server is reached over https (its `PUBLIC_URL`).
 * @returns Such as `__Host-airlock-siwx-dev` or `airlock-siwx-dev`.
 *
 * @example
 * import { sessionCookieName } from './auth/sessionCookieName.js'
 * sessionCookieName('dev', true) // '__Host-airlock-siwx-dev'
 */
export function sessionCookieName(projectId: string, secure: boolean): string {
  return `${secure ? '__Host-' : ''}airlock-siwx-${projectId}`
}
