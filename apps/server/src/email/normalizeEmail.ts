/**
 * The form an e-mail address is stored and compared in: trimmed and lower-cased, so
 * `Alice@Example.org` and `alice@example.org` are one account (as every provider treats them,
 * although RFC 5321 lets a local part be case-sensitive).
 *
 * @param email - An address that passed `isEmail`.
 * @returns The normalized address.
 *
 * @example
 * import { normalizeEmail } from './email/normalizeEmail.js'
 * normalizeEmail(' Alice@Example.org ') // 'alice@example.org'
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}
