import { randomInt } from 'node:crypto'

/**
 * A one-time code: 6 decimal digits drawn uniformly from the operating system's CSPRNG
 * (`crypto.randomInt`, which rejects samples instead of taking a biased modulo), leading zeros
 * kept. About 20 bits: safe only with the burn-after-5 and rate limits around it.
 *
 * @returns Such as `'042917'`.
 *
 * @example
 * import { generateEmailCode } from './email/generateEmailCode.js'
 * const code = generateEmailCode() // '042917'
 */
export function generateEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}
