import type { z } from 'zod'
import { UnstorableJsonError } from '../errors/auth.js'
import { InvalidJsonError, ValidationError } from '../errors/http.js'

export type ParseJsonBodyOptions = {
  /** Whether to check that Postgres can store the value. Defaults to `true`. */
  storable?: boolean | undefined
  /** How deeply the value may nest. Defaults to `16`: Postgres `jsonb` and `JSON.stringify` recurse. */
  maxDepth?: number | undefined
  /** The 400 thrown for a value that cannot be stored. Defaults to `UnstorableJsonError`. */
  unstorable?: ((reason: string) => Error) | undefined
}

// A UTF-16 surrogate without its partner: valid in a JS string, refused by Postgres `jsonb`.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * Parses a request body read as text: JSON, checked against `schema`, and against what Postgres
 * `jsonb` and `text` can store (no NUL, no unpaired surrogate, at most 16 levels deep), so that
 * any body gets a 400 rather than a database error.
 *
 * @param text - The body, from `readLimitedText`.
 * @param schema - Its zod schema.
 * @param options - Depth limit and the error for unstorable values.
 * @returns The parsed value.
 * @throws {InvalidJsonError} 400 when `text` is not JSON.
 * @throws {ValidationError} 400 naming the first field that does not fit.
 * @throws {UnstorableJsonError} 400 when the value cannot be stored (or `options.unstorable`'s).
 *
 * @example
 * import { accountMetadataRequest } from '@airlock/protocol/schemas'
 * import { parseJsonBody } from './auth/parseJsonBody.js'
 * const { metadata } = parseJsonBody(await readLimitedText(c.req.raw, 8192), accountMetadataRequest)
 */
export function parseJsonBody<schema extends z.ZodType>(
  text: string,
  schema: schema,
  {
    storable = true,
    maxDepth = 16,
    unstorable = (reason) => new UnstorableJsonError({ reason }),
  }: ParseJsonBodyOptions = {},
): z.output<schema> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (cause) {
    throw new InvalidJsonError({ cause })
  }
  const result = schema.safeParse(value)
  if (!result.success) throw new ValidationError({ error: result.error, subject: 'request body' })
  if (!storable) return result.data
  const problem = unstorableReason(result.data, maxDepth)
  if (problem) throw unstorable(problem)
  return result.data
}

// Iterative, so a deeply nested body cannot overflow the stack here.
function unstorableReason(root: unknown, maxDepth: number): string | undefined {
  const stack: [value: unknown, depth: number][] = [[root, 0]]
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [value, depth] = item
    if (typeof value === 'string') {
      const problem = stringProblem(value)
      if (problem) return problem
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= maxDepth) return `nested deeper than ${maxDepth} levels`
      for (const [key, child] of Object.entries(value)) {
        const problem = stringProblem(key)
        if (problem) return problem
        stack.push([child, depth + 1])
      }
    }
  }
  return undefined
}

function stringProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'contains a NUL character (\\u0000)'
  if (loneSurrogate.test(value)) return 'contains an unpaired UTF-16 surrogate'
  return undefined
}
