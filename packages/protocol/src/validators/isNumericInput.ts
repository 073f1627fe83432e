// Digits with at most one `.` or `,` anywhere. The partial states a person passes through while
// typing ('', '.', '1.', '.5') are accepted, so a field that refuses invalid keystrokes can still
// be filled; whether the amount is a positive number is the form's check, not this one.
const pattern = /^\d*[.,]?\d*$/

/**
 * Tells whether a value may stand in an amount field: digits and at most one decimal separator,
 * `.` or `,`. The empty string and a trailing or leading separator count as valid, so the field
 * can be typed into; signs, exponents, spaces and thousands separators do not.
 *
 * @param value - The field's text.
 * @returns `true` if it may be typed.
 *
 * @example
 * import { isNumericInput } from '@airlock/protocol'
 * isNumericInput('1,5') // true
 * isNumericInput('1.') // true: still being typed
 * isNumericInput('1.000,5') // false: two separators
 */
export function isNumericInput(value: unknown): value is string {
  return typeof value === 'string' && pattern.test(value)
}
