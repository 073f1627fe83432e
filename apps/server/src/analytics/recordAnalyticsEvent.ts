import type { AnalyticsEvent } from '@airlock/protocol'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { analyticsDaily, analyticsEvents } from '../db/schema.js'
import { rollupKeys } from './analyticsRollups.js'

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
 * retries cannot both insert. A new event adds to its day's counters (`analytics_daily`, see
 * `rollupKeys`) in the same transaction, which the console's usage charts read.
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
  return db.transaction(async (tx) => {
    const rows = await tx
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
      .returning({ id: analyticsEvents.id, receivedAt: analyticsEvents.receivedAt })
    const row = rows[0]
    if (!row) return { inserted: false }
    const day = row.receivedAt.toISOString().slice(0, 10)
    await tx
      .insert(analyticsDaily)
      .values(
        rollupKeys(event).map(({ metric, key, amount = 0 }) => ({
          day,
          projectId,
          metric,
          key,
          count: 1,
          amount,
        })),
      )
      .onConflictDoUpdate({
        target: [
          analyticsDaily.projectId,
          analyticsDaily.day,
          analyticsDaily.metric,
          analyticsDaily.key,
        ],
        set: {
          count: sql`${analyticsDaily.count} + 1`,
          amount: sql`${analyticsDaily.amount} + excluded.amount`,
        },
      })
    return { inserted: true }
  })
}
