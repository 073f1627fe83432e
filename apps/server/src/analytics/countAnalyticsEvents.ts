import { and, asc, count, eq, gte, sql } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { analyticsEvents } from '../db/schema.js'

export type CountAnalyticsEventsParameters = {
  /** Only this project's events. Defaults to every project. */
  projectId?: string | undefined
  /** Events received in the last `days` days (UTC), today included. Defaults to `7`. */
  days?: number
  /** The clock, for tests. Defaults to now. */
  now?: Date
}

export type AnalyticsCount = {
  /** UTC day, `YYYY-MM-DD`. */
  day: string
  projectId: string
  type: string
  event: string
  count: number
}

/**
 * Counts stored analytics events by UTC day, project, type and event name, oldest day first.
 *
 * @param db - The Drizzle database.
 * @param parameters - Project and period.
 * @returns One row per day, project, type and event that has any events.
 *
 * @example
 * import { countAnalyticsEvents } from './analytics/countAnalyticsEvents.js'
 * const rows = await countAnalyticsEvents(db, { projectId: 'dev', days: 1 })
 * // [{ day: '2025-01-31', projectId: 'dev', type: 'track', event: 'MODAL_OPEN', count: 3 }]
 */
export async function countAnalyticsEvents(
  db: Database,
  { projectId, days = 7, now = new Date() }: CountAnalyticsEventsParameters = {},
): Promise<AnalyticsCount[]> {
  const start = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)),
  )
  const day = sql<string>`to_char(${analyticsEvents.receivedAt} at time zone 'UTC', 'YYYY-MM-DD')`
  const rows = await db
    .select({
      day,
      projectId: analyticsEvents.projectId,
      type: analyticsEvents.type,
      event: analyticsEvents.event,
      count: count(),
    })
    .from(analyticsEvents)
    .where(
      and(
        gte(analyticsEvents.receivedAt, start),
        projectId === undefined ? undefined : eq(analyticsEvents.projectId, projectId),
      ),
    )
    .groupBy(day, analyticsEvents.projectId, analyticsEvents.type, analyticsEvents.event)
    .orderBy(
      asc(day),
      asc(analyticsEvents.projectId),
      asc(analyticsEvents.type),
      asc(analyticsEvents.event),
    )
  return rows.map((row) => ({ ...row, count: Number(row.count) }))
}
