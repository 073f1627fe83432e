import { isNumericInput } from './isNumericInput.js'

/**
 * An amount as a person typed it, in the canonical form the rest of the code reads: the decimal
 * separator of their language (`1,5` in de, fr, ru…) or a dot becomes a dot, a leading or trailing
 * separator gets its zero back. Undefined for text that is not an amount yet (`''`, `'.'`) or
 * never can be: a second separator (`1.000,5`), a sign, an exponent, a space.
 *
 * @param value - The field's text.
 * @returns A decimal string such as `'1.5'`, or undefined.
 *
 * @example
 * import { normalizeAmount } from '@airlock/protocol'
 * normalizeAmount('1,5') // '1.5'
 * normalizeAmount(',5') // '0.5'
 * normalizeAmount('1.000,5') // undefined: two separators
 */
export function normalizeAmount(value: unknown): string | undefined {
  if (!isNumericInput(value) || !/\d/.test(value)) return undefined
  const [whole = '', fraction = ''] = value.split(/[.,]/)
  return fraction ? `${whole || '0'}.${fraction}` : whole
}

/**
 * The number an amount field holds, with either decimal separator (see {@link normalizeAmount});
 * undefined while it holds none.
 *
 * @param value - The field's text.
 * @returns The number, or undefined.
 *
 * @example
 * import { parseAmount } from '@airlock/protocol'
 * parseAmount('1,5') // 1.5
 * parseAmount('1,5,') // undefined
 */
export function parseAmount(value: unknown): number | undefined {
  const normal = normalizeAmount(value)
  return normal === undefined ? undefined : Number(normal)
}
