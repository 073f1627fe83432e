import { validationLimits } from '../constants.js'

const pattern = new RegExp(`^0x[0-9a-fA-F]{${validationLimits.signedMessageMinHexDigits},}$`)

/**
 * Tells whether a value is a signature: `0x` and at least 62 hex digits. Longer signatures
 * (ERC-1271 and ERC-6492 wrappers of smart accounts) are accepted too.
 *
 * @param value - The value to check, such as the result of `personal_sign`.
 * @returns `true` if it is a string of that form.
 *
 * @example
 * import { isSignedMessage } from '@airlock/protocol'
 * isSignedMessage(`0x${'1b'.repeat(65)}`) // true
 * isSignedMessage('0x1234') // false
 */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && pattern.test(value)
}
