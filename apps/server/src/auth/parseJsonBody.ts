import type { z } from 'zod'
import { UnstorableJsonError } from '../errors/auth.js'
import { InvalidJsonError, ValidationError } from '../errors/http.js'

/** How deeply a stored JSON value may nest. */
const maxDepth = 16

// A UTF-16 surrogate without its partner: valid in a JS string, refused by Postgres `jsonb`.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * Parses a request body read as text: JSON, checked against `schema`, and against what Postgres
 * `jsonb` and `text` can store (no NUL, no unpaired surrogate, at most 16 levels deep), so that
 * any body gets a 400 rather than a database error.
 *
 * @param text - The body, from `readLimitedText`.
 * @param schema - Its zod schema.
 * @returns The parsed value.
 * @throws {InvalidJsonError} 400 when `text` is not JSON.
 * @throws {ValidationError} 400 naming the first field that does not fit.
 * @throws {UnstorableJsonError} 400 when the value cannot be stored.
 *
 * @example
 * import { accountMetadataRequest } from '@airlock/protocol'
 * import { parseJsonBody } from './auth/parseJsonBody.js'
 * const { metadata } = parseJsonBody(await readLimitedText(c.req.raw, 8192), accountMetadataRequest)
 */
export function parseJsonBody<schema extends z.ZodType>(
  text: string,
  schema: schema,
): z.output<schema> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (cause) {
    throw new InvalidJsonError({ cause })
  }
  const result = schema.safeParse(value)
  if (!result.success) throw new ValidationError({ error: result.error, subject: 'request body' })
  checkStorable(result.data)
  return result.data
}

// Iterative, so a deeply nested body cannot overflow the stack here.
function checkStorable(root: unknown) {
  const stack: [value: unknown, depth: number][] = [[root, 0]]
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [value, depth] = item
    if (typeof value === 'string') checkString(value)
    else if (typeof value === 'object' && value !== null) {
      if (depth >= maxDepth)
        throw new UnstorableJsonError({ reason: `nested deeper than ${maxDepth} levels` })
      for (const [key, child] of Object.entries(value)) {
        checkString(key)
        stack.push([child, depth + 1])
      }
    }
  }
}

function checkString(value: string) {
  if (value.includes('\u0000'))
    throw new UnstorableJsonError({ reason: 'contains a NUL character (\\u0000)' })
  if (loneSurrogate.test(value))
    throw new UnstorableJsonError({ reason: 'contains an unpaired UTF-16 surrogate' })
}
