import { type AnalyticsEvent, analyticsEvent } from '@airlock/protocol'
import { UnsupportedAnalyticsBodyError } from '../errors/analytics.js'
import { InvalidJsonError, ValidationError } from '../errors/http.js'

/** How deeply `props.properties` may nest. Postgres `jsonb` and `JSON.stringify` recurse. */
export const maxAnalyticsDepth = 16

// A UTF-16 surrogate without its partner: valid in a JS string, refused by Postgres `jsonb`.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * Parses the body of `POST /e`: JSON, checked against `analyticsEvent` of `@airlock/protocol`,
 * and against what Postgres can store (no NUL characters, no unpaired surrogates, at most
 * `maxAnalyticsDepth` levels), so any body gets a 400 rather than a database error.
 *
 * @param text - The request body.
 * @returns The event, with unknown fields dropped.
 * @throws {InvalidJsonError} 400 when `text` is not JSON.
 * @throws {ValidationError} 400 naming the first field that does not fit the schema.
 * @throws {UnsupportedAnalyticsBodyError} 400 when the JSON cannot be stored.
 *
 * @example
 * import { parseAnalyticsEvent } from './analytics/parseAnalyticsEvent.js'
 * const event = parseAnalyticsEvent(await readLimitedText(c.req.raw, maxAnalyticsBodyBytes))
 */
export function parseAnalyticsEvent(text: string): AnalyticsEvent {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (cause) {
    throw new InvalidJsonError({ cause })
  }
  const result = analyticsEvent.safeParse(value)
  if (!result.success) throw new ValidationError({ error: result.error, subject: 'request body' })
  checkStorable(result.data)
  return result.data
}

// Iterative, so a deeply nested body cannot overflow the stack here either.
function checkStorable(root: unknown) {
  const stack: [value: unknown, depth: number][] = [[root, 0]]
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [value, depth] = item
    if (typeof value === 'string') checkString(value)
    else if (typeof value === 'object' && value !== null) {
      if (depth >= maxAnalyticsDepth)
        throw new UnsupportedAnalyticsBodyError({
          reason: `nested deeper than ${maxAnalyticsDepth} levels`,
        })
      for (const [key, child] of Object.entries(value)) {
        checkString(key)
        stack.push([child, depth + 1])
      }
    }
  }
}

function checkString(value: string) {
  if (value.includes('\u0000'))
    throw new UnsupportedAnalyticsBodyError({ reason: 'contains a NUL character (\\u0000)' })
  if (loneSurrogate.test(value))
    throw new UnsupportedAnalyticsBodyError({ reason: 'contains an unpaired UTF-16 surrogate' })
}
