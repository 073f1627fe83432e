import { validationLimits } from '../constants.js'

// A practical subset of RFC 5322: a dot-atom local part of at most 64 characters, and a domain
// of at least two DNS labels (letters, digits, inner hyphens, at most 63 characters each) whose
// last label is not all digits. Quoted local parts, comments and IP-literal domains, which no one
// types into a login form, are refused.
const atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const pattern = new RegExp(`^(?=[^@]{1,64}@)${atom}(?:\\.${atom})*@(?:${label}\\.)+${label}$`)

/**
 * Tells whether a value is an e-mail address a person can log in with.
 *
 * @param value - The value to check.
 * @returns `true` for `local@domain.tld` of at most 254 characters.
 *
 * @example
 * import { isEmail } from '@airlock/protocol'
 * isEmail('alice@airlock.test') // true
 * isEmail('alice@localhost') // false: the domain needs a dot
 */
export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > validationLimits.emailMaxLength) return false
  if (!pattern.test(value)) return false
  const topLevel = value.slice(value.lastIndexOf('.') + 1)
  return !/^\d+$/.test(topLevel)
}
