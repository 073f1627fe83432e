import { timingSafeEqual } from 'node:crypto'
import { type HashEmailCodeParameters, hashEmailCode } from './hashEmailCode.js'

/**
 * Tells whether a typed code is the one whose hash was stored, comparing the two HMACs in constant
 * time, so the answer's timing says nothing about how many characters matched.
 *
 * @param parameters - Key, binding and the typed code, and the stored `expectedHash`.
 * @returns Whether they match.
 *
 * @example
 * import { matchEmailCode } from './email/matchEmailCode.js'
 * if (!matchEmailCode({ key, binding: `login:${id}`, code, expectedHash: attempt.codeHash })) …
 */
export function matchEmailCode({
  expectedHash,
  ...parameters
}: HashEmailCodeParameters & { expectedHash: string }): boolean {
  const actual = Buffer.from(hashEmailCode(parameters), 'hex')
  const expected = Buffer.from(expectedHash, 'hex')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
