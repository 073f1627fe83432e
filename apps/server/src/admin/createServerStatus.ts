import type { HealthChecks } from '../health/createHealthChecks.js'
import type { MetricsSnapshot } from '../metrics/createMetrics.js'

/** One minute of the relay, as the console's chart plots it. */
export type RelayMinute = {
  /** The minute's end (ISO 8601). */
  at: string
  /** Open sockets at that moment. */
  sockets: number
  /** Frames in and out during the minute, scaled to a full minute. */
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

/** Minutes of relay history kept in memory. */
const historyMinutes = 60

/**
 * The server's status for the console, from what it already knows: the metrics' relay and
 * indexer figures, sampled once a minute from the first read on (60 minutes kept in memory),
 * and the health checks run at each read (2 s each at most).
 *
 * @param parameters - The metrics snapshot, the health checks and the clock.
 * @returns `read`, and `stop` for the sampling timer.
 *
 * @example
 * import { createServerStatus } from './admin/createServerStatus.js'
 * const status = createServerStatus({ snapshot: metrics.snapshot, checks })
 * const { relay, indexers, checks } = await status.read()
 */
export function createServerStatus({
  snapshot,
  checks,
  now = () => Date.now(),
}: {
  snapshot: () => Promise<MetricsSnapshot>
  checks: HealthChecks
  now?: () => number
}) {
  const history: RelayMinute[] = []
  let last: { at: number; frames: number } | undefined
  let timer: ReturnType<typeof setInterval> | undefined
  const sample = async () => {
    const { relay } = await snapshot()
    const at = now()
    const frames = relay.framesIn + relay.framesOut
    if (last && at > last.at)
      history.push({
        at: new Date(at).toISOString(),
        sockets: relay.connections,
        messagesPerMinute: Math.round(((frames - last.frames) * 60_000) / (at - last.at)),
      })
    if (history.length > historyMinutes) history.splice(0, history.length - historyMinutes)
    last = { at, frames }
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
      if (!timer) {
        await sample()
        timer = setInterval(() => void sample().catch(() => {}), 60_000)
        timer.unref?.()
      }
      const [current, results] = await Promise.all([
        snapshot(),
        Promise.all(Object.entries(checks).map(runCheck)),
      ])
      return {
        relay: { ...current.relay, history: [...history] },
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
    stop() {
      clearInterval(timer)
      timer = undefined
    },
  }
}

export type ServerStatusReader = ReturnType<typeof createServerStatus>
