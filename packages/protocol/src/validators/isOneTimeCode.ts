import { validationLimits } from '../constants.js'

export type IsOneTimeCodeParameters = {
  /** Digits the code has. Defaults to `6`. */
  length?: number | undefined
}

/**
 * Tells whether a value is a one-time code: a string of exactly `length` digits.
 *
 * @param value - The code the user typed.
 * @param parameters - `length`: digits expected. Defaults to `6`.
 * @returns `true` if it is a string of that many ASCII digits.
 *
 * @example
 * import { isOneTimeCode } from '@airlock/protocol'
 * isOneTimeCode('012345') // true
 * isOneTimeCode(12345) // false: a number loses leading zeros
 */
export function isOneTimeCode(
  value: unknown,
  { length = validationLimits.oneTimeCodeLength }: IsOneTimeCodeParameters = {},
): value is string {
  return typeof value === 'string' && value.length === length && /^[0-9]+$/.test(value)
}
