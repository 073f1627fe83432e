import { and, eq, gte, sql } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { analyticsDaily } from '../db/schema.js'

/** One line of a chart: a key (wallet, method, event) and its count per day. */
export type UsageSeries = { key: string; counts: number[] }

/** What the console's usage charts show for a period. */
export type Usage = {
  /** The days, oldest first (`YYYY-MM-DD`, UTC), today last. */
  days: string[]
  connectsByWallet: UsageSeries[]
  connectsByMethod: UsageSeries[]
  /** Modal opened → wallet selected → connected → signed in (SIWX), over the period. */
  funnel: { open: number; select: number; connected: number; signedIn: number }
  /** Errors by type, most first, over the period. */
  errors: { key: string; count: number }[]
  /** Swaps started and completed per day. */
  swaps: UsageSeries[]
  /** The US dollars of the swaps completed each day (their quoted value). */
  swapVolumeUsd: number[]
  /** The on-ramp per day, by step: `opened`, `provider` (chosen), `completed`, `declined`. */
  onramp: UsageSeries[]
}

// The funnel's steps by event name; a connect counts CONNECT_SUCCESS and social sign-ins alike.
const funnelEvents = {
  open: ['MODAL_OPEN'],
  select: ['SELECT_WALLET', 'SOCIAL_LOGIN_STARTED'],
  connected: ['CONNECT_SUCCESS', 'SOCIAL_LOGIN_SUCCESS'],
  signedIn: ['SIWX_AUTH_SUCCESS'],
} as const
const swapEvents = new Set(['INITIATE_SWAP', 'SWAP_SUCCESS'])

/**
 * The usage charts' numbers for the last `days` days, read from the daily rollups
 * (`analytics_daily`, kept by `recordAnalyticsEvent`): one indexed range read of at most a few
 * hundred rows a day, whatever the number of events.
 *
 * @param db - The database.
 * @param options - The project (all of them when unset), the period, and the clock.
 * @returns The series, the funnel and the errors.
 *
 * @example
 * import { queryUsage } from './admin/queryUsage.js'
 * const usage = await queryUsage(db, { projectId: 'demo', days: 14 })
 */
export async function queryUsage(
  db: Database,
  {
    projectId,
    days = 14,
    now = new Date(),
  }: { projectId?: string | undefined; days?: number; now?: Date } = {},
): Promise<Usage> {
  const dayList = Array.from({ length: days }, (_, index) =>
    new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1 - index)),
    )
      .toISOString()
      .slice(0, 10),
  )
  const rows = await db
    .select({
      day: analyticsDaily.day,
      metric: analyticsDaily.metric,
      key: analyticsDaily.key,
      count: sql<number>`sum(${analyticsDaily.count})::int`,
      amount: sql<number>`sum(${analyticsDaily.amount})::float8`,
    })
    .from(analyticsDaily)
    .where(
      and(
        gte(analyticsDaily.day, dayList[0] ?? ''),
        projectId === undefined ? undefined : eq(analyticsDaily.projectId, projectId),
      ),
    )
    .groupBy(analyticsDaily.day, analyticsDaily.metric, analyticsDaily.key)
  const position = new Map(dayList.map((day, index) => [day, index]))
  const series = (
    metric: string,
    keep: (key: string) => boolean = () => true,
    figure: 'count' | 'amount' = 'count',
  ) => {
    const byKey = new Map<string, number[]>()
    for (const row of rows) {
      const index = position.get(row.day)
      if (row.metric !== metric || index === undefined || !keep(row.key)) continue
      const counts = byKey.get(row.key) ?? Array.from({ length: days }, () => 0)
      counts[index] = (counts[index] ?? 0) + Number(row[figure])
      byKey.set(row.key, counts)
    }
    return [...byKey]
      .map(([key, counts]) => ({ key, counts }))
      .sort((a, b) => total(b.counts) - total(a.counts) || a.key.localeCompare(b.key))
  }
  const events = new Map(series('event').map(({ key, counts }) => [key, total(counts)]))
  const step = (names: readonly string[]) =>
    names.reduce((sum, name) => sum + (events.get(name) ?? 0), 0)
  return {
    days: dayList,
    connectsByWallet: series('connect.wallet'),
    connectsByMethod: series('connect.method'),
    funnel: {
      open: step(funnelEvents.open),
      select: step(funnelEvents.select),
      connected: step(funnelEvents.connected),
      signedIn: step(funnelEvents.signedIn),
    },
    errors: series('error').map(({ key, counts }) => ({ key, count: total(counts) })),
    swaps: series('event', (key) => swapEvents.has(key)),
    // Cents, as the sum of many amounts may carry float noise.
    swapVolumeUsd: (
      series('swap.volume', undefined, 'amount')[0]?.counts ?? Array.from({ length: days }, () => 0)
    ).map((amount) => Math.round(amount * 100) / 100),
    onramp: series('onramp'),
  }
}

const total = (counts: readonly number[]) => counts.reduce((sum, count) => sum + count, 0)
