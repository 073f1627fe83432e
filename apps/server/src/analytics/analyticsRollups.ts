import type { AnalyticsEvent } from '@airlock/protocol'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'

/** One counter an event adds to in `analytics_daily`, and the amount it adds besides one. */
export type RollupKey = { metric: string; key: string; amount?: number }

/** The connect methods the usage charts show, by the modal's `CONNECT_SUCCESS` `method`. */
const connectMethods = new Map([
  ['browser', 'injected'],
  ['qrcode', 'walletconnect'],
  ['email', 'email'],
])

/**
 * The on-ramp's steps (metric `onramp`) by the modal's event names. Maps, not object literals: an
 * event named `__proto__` or `constructor` (anyone may post one) must not find `Object.prototype`.
 */
const onRampSteps = new Map([
  ['ONRAMP_OPEN', 'opened'],
  ['ONRAMP_SELECT_PROVIDER', 'provider'],
  ['ONRAMP_SUCCESS', 'completed'],
  ['ONRAMP_DECLINED', 'declined'],
])

/**
 * The daily counters an analytics event adds to (the same mapping as migration 0018's backfill,
 * and 0020's for swap volume and the on-ramp): its name; for `CONNECT_SUCCESS` the wallet and the
 * method (injected, walletconnect, email); for a social sign-in (not a link to an existing
 * wallet) the method `social`; for an error report or an event named `…_ERROR`, the error; for
 * `SWAP_SUCCESS` the swap volume (`swap.volume` `usd`, its `valueUsd` as the amount, which
 * `analyticsEvent` of `@airlock/protocol` has checked); for an on-ramp event its step.
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
    keys.push({ metric: 'connect.method', key: connectMethods.get(method) ?? 'other' })
  }
  if (props.event === 'SOCIAL_LOGIN_SUCCESS' && String(properties.link) !== 'true')
    keys.push({ metric: 'connect.method', key: 'social' })
  if (props.type === 'error' || props.event.endsWith('_ERROR'))
    keys.push({ metric: 'error', key: props.event })
  if (props.event === 'SWAP_SUCCESS') {
    const value = typeof properties.valueUsd === 'number' ? properties.valueUsd : 0
    keys.push({ metric: 'swap.volume', key: 'usd', amount: value })
  }
  const step = onRampSteps.get(props.event)
  if (step) keys.push({ metric: 'onramp', key: step })
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
      insert into analytics_daily (day, project_id, metric, key, count, amount)
      select day, project_id, metric, key, count(*), coalesce(sum(amount), 0) from (
        select ${day} as day, project_id, 'event' as metric, event as key,
            null::numeric as amount from analytics_events
        union all
        select ${day}, project_id, 'connect.wallet', coalesce(${properties}->>'name', 'unknown'),
            null from analytics_events where event = 'CONNECT_SUCCESS'
        union all
        select ${day}, project_id, 'connect.method',
            case ${properties}->>'method' when 'browser' then 'injected'
              when 'qrcode' then 'walletconnect' when 'email' then 'email' else 'other' end, null
          from analytics_events where event = 'CONNECT_SUCCESS'
        union all
        select ${day}, project_id, 'connect.method', 'social', null from analytics_events
          where event = 'SOCIAL_LOGIN_SUCCESS' and coalesce(${properties}->>'link', 'false') <> 'true'
        union all
        select ${day}, project_id, 'error', event, null from analytics_events
          where type = 'error' or event like '%\\_ERROR'
        union all
        select ${day}, project_id, 'swap.volume', 'usd',
            case jsonb_typeof(${properties}->'valueUsd')
              when 'number' then (${properties}->>'valueUsd')::numeric else 0 end
          from analytics_events where event = 'SWAP_SUCCESS'
        union all
        select ${day}, project_id, 'onramp', case event when 'ONRAMP_OPEN' then 'opened'
              when 'ONRAMP_SELECT_PROVIDER' then 'provider' when 'ONRAMP_SUCCESS' then 'completed'
              else 'declined' end, null
          from analytics_events
          where event in ('ONRAMP_OPEN', 'ONRAMP_SELECT_PROVIDER', 'ONRAMP_SUCCESS', 'ONRAMP_DECLINED')
      ) as rows group by 1, 2, 3, 4`)
  })
}
