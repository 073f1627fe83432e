import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { IndexerStatus } from '../indexer/createIndexer.js'
import type { SolanaFollowerStatus } from '../solana/startSolanaFollower.js'

/** What the relay reports, through its `metrics` option: one call per WebSocket frame. */
export type RelayMetricsHook = {
  /** A frame arrived from a client. */
  frameIn(): void
  /** A frame was sent to a client. */
  frameOut(): void
}

/** Where the gauges read their values when `/metrics` is asked. Each is optional. */
export type MetricsSources = {
  relay?: () => { connections: number; topics: number }
  indexers?: () => readonly IndexerStatus[]
  /** Which Solana clusters this process follows (`startSolanaFollower`). */
  solanaFollower?: () => readonly SolanaFollowerStatus[]
  /** The Postgres pool (`pg.Pool`'s counts); PGlite has none. */
  pool?: () => { total: number; idle: number; waiting: number }
}

export type Metrics = {
  registry: Registry
  /** Records one answered request: its route pattern (never the raw path), status and time. */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void
  relay: RelayMetricsHook
  /** Sets where the relay, indexer and pool gauges read from (they exist once the server runs). */
  watch(sources: MetricsSources): void
  /** The relay's and indexers' figures now, for the console (frames counted since start). */
  snapshot(): Promise<MetricsSnapshot>
}

/** What `Metrics.snapshot` reads. */
export type MetricsSnapshot = {
  relay: { connections: number; topics: number; framesIn: number; framesOut: number }
  indexers: readonly IndexerStatus[]
  solana: readonly SolanaFollowerStatus[]
}

/**
 * The server's Prometheus metrics, in a registry of their own (so tests can make several):
 * requests per route (count, latency histogram, 5xx errors), relay sockets, topics and frames
 * in/out, indexer lag and leadership per chain, the database pool, and the process's defaults.
 *
 * @returns The registry and the hooks that feed it.
 *
 * @example
 * import { createMetrics } from './metrics/createMetrics.js'
 * const metrics = createMetrics()
 * metrics.observeRequest({ method: 'GET', route: '/getWallets', status: 200, seconds: 0.004 })
 * const text = await metrics.registry.metrics()
 */
export function createMetrics(): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'airlock_' })
  let sources: MetricsSources = {}
  const labelNames = ['method', 'route', 'status'] as const
  const requests = new Counter({
    name: 'airlock_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  })
  const errors = new Counter({
    name: 'airlock_http_request_errors_total',
    help: 'HTTP requests answered with a 5xx status, by route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'airlock_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern and status',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const framesIn = new Counter({
    name: 'airlock_relay_frames_in_total',
    help: 'WebSocket frames received by the relay',
    registers: [registry],
  })
  const framesOut = new Counter({
    name: 'airlock_relay_frames_out_total',
    help: 'WebSocket frames sent by the relay',
    registers: [registry],
  })
  new Gauge({
    name: 'airlock_relay_connections',
    help: 'Open relay WebSockets in this process',
    registers: [registry],
    collect() {
      this.set(sources.relay?.().connections ?? 0)
    },
  })
  new Gauge({
    name: 'airlock_relay_topics',
    help: 'Topics the relay listens to in this process',
    registers: [registry],
    collect() {
      this.set(sources.relay?.().topics ?? 0)
    },
  })
  new Gauge({
    name: 'airlock_indexer_lag_blocks',
    help: "Blocks between the chain's head and the next block to index (leaders only)",
    labelNames: ['chain'] as const,
    registers: [registry],
    collect() {
      this.reset()
      for (const status of sources.indexers?.() ?? [])
        if (status.leader && status.head !== undefined && status.nextBlock !== undefined)
          this.set(
            { chain: String(status.chainId) },
            Math.max(0, status.head + 1 - status.nextBlock),
          )
    },
  })
  new Gauge({
    name: 'airlock_indexer_leader',
    help: "1 where this process holds the chain's indexer lease",
    labelNames: ['chain'] as const,
    registers: [registry],
    collect() {
      this.reset()
      for (const status of sources.indexers?.() ?? [])
        this.set({ chain: String(status.chainId) }, status.leader ? 1 : 0)
      for (const status of sources.solanaFollower?.() ?? [])
        this.set({ chain: status.caipNetworkId }, status.leader ? 1 : 0)
    },
  })
  new Gauge({
    name: 'airlock_db_pool_connections',
    help: 'Postgres pool connections, by state (total, idle, waiting clients)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset()
      const pool = sources.pool?.()
      if (!pool) return
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, pool[state])
    },
  })
  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route, status: String(status) }
      requests.inc(labels)
      duration.observe(labels, seconds)
      if (status >= 500) errors.inc({ method, route })
    },
    relay: { frameIn: () => framesIn.inc(), frameOut: () => framesOut.inc() },
    watch(next) {
      sources = { ...sources, ...next }
    },
    async snapshot() {
      const value = async (counter: Counter) => (await counter.get()).values[0]?.value ?? 0
      return {
        relay: {
          ...(sources.relay?.() ?? { connections: 0, topics: 0 }),
          framesIn: await value(framesIn),
          framesOut: await value(framesOut),
        },
        indexers: sources.indexers?.() ?? [],
        solana: sources.solanaFollower?.() ?? [],
      }
    },
  }
}

/** A `pg.Pool`'s connection counts, for `MetricsSources.pool`. */
export function poolCounts(pool: { totalCount: number; idleCount: number; waitingCount: number }) {
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
}
