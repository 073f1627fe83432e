import { randomUUID } from 'node:crypto'
import { asc, gte, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { relaySamples } from '../db/schema.js'
import type { HealthChecks } from '../health/createHealthChecks.js'
import type { MetricsSnapshot } from '../metrics/createMetrics.js'

/** One minute of the relay, as the console's chart plots it. */
export type RelayMinute = {
  /** The minute's end (ISO 8601). */
  at: string
  /** Open sockets at that moment, on every replica. */
  sockets: number
  /** Frames in and out during the minute on every replica, scaled to a full minute. */
  messagesPerMinute: number
}

/** The console's status page: relay, chain indexers and every health check. */
export type ServerStatus = {
  relay: MetricsSnapshot['relay'] & { history: RelayMinute[] }
  indexers: {
    chainId: number
    leader: boolean
    head: number | undefined
    nextBlock: number | undefined
    lagBlocks: number | undefined
  }[]
  solana: MetricsSnapshot['solana']
  checks: { name: string; ok: boolean; problem?: string | undefined }[]
}

/** Minutes of relay history the console shows. */
const historyMinutes = 60
/** How long relay samples are kept before they are deleted. Defaults to 24 hours. */
const defaultRetentionMs = 24 * 60 * 60_000

export type CreateServerStatusParameters = {
  snapshot: () => Promise<MetricsSnapshot>
  checks: HealthChecks
  /** Where every replica writes its relay samples (`relay_samples`), and the console reads them. */
  db: Database
  /** This process's id in `relay_samples`. Defaults to a random UUID. */
  replica?: string
  /** How often the relay is sampled. Defaults to a minute. */
  sampleMs?: number
  /** Samples older than this are deleted. Defaults to 24 hours. */
  retentionMs?: number
  /** The clock, for tests. */
  now?: () => number
}

/**
 * The server's status for the console, from what it already knows: the metrics' relay and
 * indexer figures, and the health checks run at each read (2 s each at most). The relay's
 * history is in the database, shared by every replica: each one samples its own sockets and
 * messages once a minute into `relay_samples` (from `start`, or from the first read) and deletes
 * samples past the retention window; a read sums the replicas' samples minute by minute, for the
 * last 60 minutes, whichever replica answers.
 *
 * @param parameters - The metrics snapshot, the health checks, the database and the clock.
 * @returns `read`, `start` and `stop` for the sampling timer, and `sample` (one sample now).
 *
 * @example
 * import { createServerStatus } from './admin/createServerStatus.js'
 * const status = createServerStatus({ snapshot: metrics.snapshot, checks, db })
 * status.start()
 * const { relay, indexers, checks } = await status.read()
 */
export function createServerStatus({
  snapshot,
  checks,
  db,
  replica = randomUUID(),
  sampleMs = 60_000,
  retentionMs = defaultRetentionMs,
  now = () => Date.now(),
}: CreateServerStatusParameters) {
  let last: { at: number; frames: number } | undefined
  let timer: ReturnType<typeof setInterval> | undefined
  const sample = async () => {
    const { relay } = await snapshot()
    const at = now()
    const frames = relay.framesIn + relay.framesOut
    const previous = last
    last = { at, frames }
    // The first sample is the baseline the next one counts messages from.
    if (!previous || at <= previous.at) return
    await db.insert(relaySamples).values({
      replica,
      at: new Date(at),
      sockets: relay.connections,
      messagesPerMinute: Math.round(((frames - previous.frames) * 60_000) / (at - previous.at)),
    })
    await db.delete(relaySamples).where(lt(relaySamples.at, new Date(at - retentionMs)))
  }
  // Samples the timer started, so `stop` can wait for the one still writing.
  const running = new Set<Promise<void>>()
  const sampleInBackground = () => {
    const done = sample().catch(() => {})
    running.add(done)
    void done.finally(() => running.delete(done))
  }
  const start = () => {
    if (timer) return
    timer = setInterval(sampleInBackground, sampleMs)
    timer.unref?.()
    sampleInBackground()
  }
  const history = async (): Promise<RelayMinute[]> => {
    const minute = sql<string>`date_trunc('minute', ${relaySamples.at})`
    // A replica's samples of one minute count once (its latest); the replicas' are summed.
    const perReplica = db
      .select({
        minute: sql<string>`${minute}`.as('minute'),
        sockets: sql<number>`max(${relaySamples.sockets})`.as('sockets'),
        messages: sql<number>`max(${relaySamples.messagesPerMinute})`.as('messages'),
      })
      .from(relaySamples)
      .where(gte(relaySamples.at, new Date(now() - historyMinutes * 60_000)))
      .groupBy(relaySamples.replica, minute)
      .as('per_replica')
    const rows = await db
      .select({
        minute: sql<string>`to_char(${perReplica.minute} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
        sockets: sql<number>`sum(${perReplica.sockets})::int`,
        messages: sql<number>`sum(${perReplica.messages})::int`,
      })
      .from(perReplica)
      .groupBy(perReplica.minute)
      .orderBy(asc(perReplica.minute))
    return rows.map((row) => ({
      at: new Date(row.minute).toISOString(),
      sockets: Number(row.sockets),
      messagesPerMinute: Number(row.messages),
    }))
  }
  const runCheck = async ([name, check]: [string, HealthChecks[string]]) => {
    try {
      await check(AbortSignal.timeout(2_000))
      return { name, ok: true }
    } catch (error) {
      return { name, ok: false, problem: error instanceof Error ? error.message : String(error) }
    }
  }
  return {
    async read(): Promise<ServerStatus> {
      start()
      const [current, results, minutes] = await Promise.all([
        snapshot(),
        Promise.all(Object.entries(checks).map(runCheck)),
        history(),
      ])
      return {
        relay: { ...current.relay, history: minutes },
        indexers: current.indexers.map((indexer) => ({
          ...indexer,
          lagBlocks:
            indexer.head === undefined || indexer.nextBlock === undefined
              ? undefined
              : Math.max(0, indexer.head + 1 - indexer.nextBlock),
        })),
        solana: current.solana,
        checks: results,
      }
    },
    start,
    sample,
    /** Stops the timer; resolves once a sample still being written has finished. */
    async stop() {
      clearInterval(timer)
      timer = undefined
      await Promise.all(running)
    },
  }
}

export type ServerStatusReader = ReturnType<typeof createServerStatus>
