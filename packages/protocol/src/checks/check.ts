// The one validator the browser uses for the wire: small checks, composed like the schemas of
// `@airlock/protocol/schemas` and typed against the same types, without zod (which would add
// tens of KiB to the modal). Each area's checks (`convertChecks.ts`, `blockchainChecks.ts`) are
// tested to accept exactly what its schemas accept.
import { BaseError } from '../errors/base.js'

/** Checks `input` at `path` (`''` for the body) and returns it, or throws `ShapeError`. */
export type Check<value> = (input: unknown, path: string) => value

export type ShapeErrorType = ShapeError & { name: 'ShapeError' }
/** A body departs from its shape: `body.tokens[0].name: expected a string`. */
export class ShapeError extends BaseError {
  override name = 'ShapeError'
}

const fail = (path: string, expected: string): never => {
  throw new ShapeError(`${path || 'body'}: expected ${expected}`)
}

/** A string. */
export const string: Check<string> = (input, path) =>
  typeof input === 'string' ? input : fail(path, 'a string')
/** A finite number. */
export const number: Check<number> = (input, path) =>
  typeof input === 'number' && Number.isFinite(input) ? input : fail(path, 'a number')
/** A safe integer. */
export const integer: Check<number> = (input, path) =>
  Number.isSafeInteger(input) ? (input as number) : fail(path, 'a safe integer')
/** `true` or `false`. */
export const boolean: Check<boolean> = (input, path) =>
  typeof input === 'boolean' ? input : fail(path, 'a boolean')
/** A whole number of base units as a string, as the protocol's `integerString`. */
export const units: Check<string> = (input, path) =>
  typeof input === 'string' && /^\d{1,78}$/.test(input)
    ? input
    : fail(path, 'a whole number of base units')
/** One of `values`. */
export const oneOf =
  <const value extends string>(values: readonly value[]): Check<value> =>
  (input, path) =>
    values.includes(input as value) ? (input as value) : fail(path, `one of ${values.join(', ')}`)
/** `check`, or absent. */
export const optional =
  <value>(check: Check<value>): Check<value | undefined> =>
  (input, path) =>
    input === undefined ? undefined : check(input, path)
/** `check`, or `null`. */
export const nullable =
  <value>(check: Check<value>): Check<value | null> =>
  (input, path) =>
    input === null ? null : check(input, path)
/** An array of `check`. */
export const array =
  <value>(check: Check<value>): Check<value[]> =>
  (input, path) =>
    Array.isArray(input)
      ? input.map((item, index) => check(item, `${path}[${index}]`))
      : fail(path, 'an array')
/** An object with these fields; others are dropped, as zod's objects drop them. */
export const object =
  <shape extends Record<string, Check<unknown>>>(
    shape: shape,
  ): Check<{ [key in keyof shape]: ReturnType<shape[key]> }> =>
  (input, path) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return fail(path, 'an object')
    const record = input as Record<string, unknown>
    const output: Record<string, unknown> = {}
    for (const [key, check] of Object.entries(shape)) {
      const value = check(record[key], path ? `${path}.${key}` : key)
      // Absent optional fields stay absent, as zod leaves them.
      if (value !== undefined) output[key] = value
    }
    return output as { [key in keyof shape]: ReturnType<shape[key]> }
  }
