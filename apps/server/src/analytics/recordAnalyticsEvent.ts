import type { AnalyticsEvent } from '@airlock/protocol'
import type { Database } from '../db/createDatabase.js'
import { analyticsEvents } from '../db/schema.js'

export type RecordAnalyticsEventParameters = {
  projectId: string
  /** The request's `Origin`, already checked against the project's allowed origins. */
  origin: string | undefined
  event: AnalyticsEvent
}

export type RecordAnalyticsEventReturnType = {
  /** `false` when the project already had an event with this `eventId`: nothing was written. */
  inserted: boolean
}

/**
 * Stores one analytics event, once: a second event with the same `eventId` for the same project
 * (a client retrying after a lost answer) writes nothing, in a single statement, so concurrent
 * retries cannot both insert.
 *
 * @param db - The Drizzle database.
 * @param parameters - The project, origin and parsed event.
 * @returns Whether a row was written.
 *
 * @example
 * import { recordAnalyticsEvent } from './analytics/recordAnalyticsEvent.js'
 * await recordAnalyticsEvent(db, { projectId: 'dev', origin: 'http://localhost:3000', event })
 */
export async function recordAnalyticsEvent(
  db: Database,
  { projectId, origin, event }: RecordAnalyticsEventParameters,
): Promise<RecordAnalyticsEventReturnType> {
  const rows = await db
    .insert(analyticsEvents)
    .values({
      eventId: event.eventId,
      projectId,
      origin: origin ?? null,
      type: event.props.type,
      event: event.props.event,
      body: event,
    })
    .onConflictDoNothing({ target: [analyticsEvents.projectId, analyticsEvents.eventId] })
    .returning({ id: analyticsEvents.id })
  return { inserted: rows.length > 0 }
}
