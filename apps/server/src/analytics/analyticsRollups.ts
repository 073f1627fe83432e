import type { AnalyticsEvent } from '@airlock/protocol'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'

/** One counter an event adds to in `analytics_daily`. */
export type RollupKey = { metric: string; key: string }

/** The connect methods the usage charts show, by the modal's `CONNECT_SUCCESS` `method`. */
const connectMethods: Record<string, string> = {
  browser: 'injected',
  qrcode: 'walletconnect',
  email: 'email',
}

/**
 * The daily counters an analytics event adds to (the same mapping as migration 0018's backfill):
 * its name; for `CONNECT_SUCCESS` the wallet and the method (injected, walletconnect, email); for
 * a social sign-in (not a link to an existing wallet) the method `social`; for an error report or
 * an event named `…_ERROR`, the error.
 *
 * @param event - A parsed `POST /e` body.
 * @returns The counters, one each.
 *
 * @example
 * rollupKeys(event) // [{ metric: 'event', key: 'CONNECT_SUCCESS' }, { metric: 'connect.wallet', key: 'MetaMask' }, …]
 */
export function rollupKeys(event: AnalyticsEvent): RollupKey[] {
  const { props } = event
  const properties = props.properties ?? {}
  const keys: RollupKey[] = [{ metric: 'event', key: props.event }]
  if (props.event === 'CONNECT_SUCCESS') {
    const name = typeof properties.name === 'string' ? properties.name : 'unknown'
    const method = typeof properties.method === 'string' ? properties.method : ''
    keys.push({ metric: 'connect.wallet', key: name })
    keys.push({ metric: 'connect.method', key: connectMethods[method] ?? 'other' })
  }
  if (props.event === 'SOCIAL_LOGIN_SUCCESS' && String(properties.link) !== 'true')
    keys.push({ metric: 'connect.method', key: 'social' })
  if (props.type === 'error' || props.event.endsWith('_ERROR'))
    keys.push({ metric: 'error', key: props.event })
  return keys
}

/**
 * Rebuilds `analytics_daily` from every stored event, in one transaction: the same mapping as
 * `rollupKeys` (and migration 0018's backfill), for a bulk load of events written without
 * `recordAnalyticsEvent` (the bench's million, an import).
 *
 * @param db - The database.
 *
 * @example
 * import { rebuildAnalyticsRollups } from './analytics/analyticsRollups.js'
 * await rebuildAnalyticsRollups(db)
 */
export async function rebuildAnalyticsRollups(db: Database): Promise<void> {
  const day = sql.raw(`("received_at" at time zone 'UTC')::date`)
  const properties = sql.raw(`"body"->'props'->'properties'`)
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_daily`)
    await tx.execute(sql`
      insert into analytics_daily (day, project_id, metric, key, count)
      select day, project_id, metric, key, count(*) from (
        select ${day} as day, project_id, 'event' as metric, event as key from analytics_events
        union all
        select ${day}, project_id, 'connect.wallet', coalesce(${properties}->>'name', 'unknown')
          from analytics_events where event = 'CONNECT_SUCCESS'
        union all
        select ${day}, project_id, 'connect.method',
            case ${properties}->>'method' when 'browser' then 'injected'
              when 'qrcode' then 'walletconnect' when 'email' then 'email' else 'other' end
          from analytics_events where event = 'CONNECT_SUCCESS'
        union all
        select ${day}, project_id, 'connect.method', 'social' from analytics_events
          where event = 'SOCIAL_LOGIN_SUCCESS' and coalesce(${properties}->>'link', 'false') <> 'true'
        union all
        select ${day}, project_id, 'error', event from analytics_events
          where type = 'error' or event like '%\\_ERROR'
      ) as rows group by 1, 2, 3, 4`)
  })
}
