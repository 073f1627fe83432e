import type { AnalyticsEvent } from '@airlock/protocol'
import { analyticsEvent } from '@airlock/protocol/schemas'
import { parseJsonBody } from '../auth/parseJsonBody.js'
import { UnsupportedAnalyticsBodyError } from '../errors/analytics.js'

/** How deeply `props.properties` may nest. Postgres `jsonb` and `JSON.stringify` recurse. */
export const maxAnalyticsDepth = 16

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
  return parseJsonBody(text, analyticsEvent, {
    maxDepth: maxAnalyticsDepth,
    unstorable: (reason) => new UnsupportedAnalyticsBodyError({ reason }),
  })
}
