import { validationLimits } from '../constants.js'

const pattern = new RegExp(`^[a-zA-Z0-9-]{${validationLimits.nameMinLength},}$`)

/**
 * Tells whether a value can be registered as an account name: at least 4 characters, each a
 * letter, a digit or a hyphen. The value is the label alone, without the zone suffix.
 *
 * @param value - The name the user typed.
 * @returns `true` if it may be registered.
 *
 * @example
 * import { isValidName } from '@airlock/protocol'
 * isValidName('alice') // true
 * isValidName('bob') // false: too short
 * isValidName('alice.eth') // false: dots are not allowed
 */
export function isValidName(value: unknown): value is string {
  return typeof value === 'string' && pattern.test(value)
}
