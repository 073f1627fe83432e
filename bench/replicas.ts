// Load through nginx with 1 and with 3 built server replicas (on this machine's Postgres and
// Redis): /getWallets, the cached balance and the swap quote (req/s and p99); the relay's pairing
// with the official clients, publish throughput and p99 delivery over 200 publisher → reader pairs
// (the two ends of a pair usually on different replicas, so through Redis) — at saturation, then
// at a steady rate below it (half the maximum by default) for the p99 a user sees at that load —
// and 10,000 sockets held
// across the replicas (straight to them) with their summed memory; then the 1 → 3 scaling factor of each. Loopback
// only, bounded (a few seconds per figure, every part has a deadline). Part of `npm run bench`;
// alone: `npm run bench:replicas`, after `npm run build:server` (options: `-- --help`).
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { readManifest } from '@airlock/devnet'
import { nativeTokenAddress } from '@airlock/protocol'
import { parseEther } from 'viem'
import {
  replicaStackUnavailable,
  seedReplicaDevnet,
  startReplicaStack,
} from '../apps/server/test/replicas/startReplicaStack.ts'
import { type AutocannonResult, autocannon } from './autocannon.ts'
import { countProcessCpu } from './processCpu.ts'
import { benchClients, benchSockets, benchThroughput } from './relayLoad.ts'
import { withTimeout } from './stats.ts'

const connections = 50

export type BenchReplicasParameters = {
  /** Publisher → reader pairs for the throughput. Defaults to `200`. */
  pairs?: number
  /** Messages each publisher sends. Defaults to `50`. */
  messagesPerPair?: number
  /**
   * Publishes each publisher keeps in flight in the saturating run (closed loop). Defaults to `5`:
   * with 200 pairs, 1,000 in flight saturate the relay, so its p99 is about Little's law's
   * (in flight ÷ throughput), not a user's latency.
   */
  window?: number
  /**
   * The steady rate of the second run, as a fraction of the saturating run's messages a second
   * (open loop: messages due at fixed times, latency from when each was due). Defaults to `0.5`;
   * `0` skips it. Its p99 (`relay.N.paced.p99Ms`) is the one to judge the < 100 ms target by.
   */
  pacedFraction?: number
  /**
   * The paced run's rate in messages a second, instead of a fraction of the saturated run's:
   * figures of two builds then compare at one load. Defaults to none.
   */
  pacedRatePerSecond?: number
  /** Sockets held across the replicas. Defaults to `10000`. */
  sockets?: number
  /** Seconds autocannon loads each HTTP route (after a 2 s warm-up). Defaults to `8`. */
  seconds?: number
  /** The replica counts to measure. Defaults to `[1, 3]`. */
  replicaCounts?: readonly number[]
  /**
   * Only the relay's publish throughput and paced latency (no HTTP routes, pairing or sockets
   * held): quicker, to compare two builds of the relay. Defaults to `false`.
   */
  relayOnly?: boolean
  /** Progress lines, each part as it starts and ends. Defaults to `console.log`. */
  log?: (line: string) => void
}

/** The p99 publish → delivery target, judged at the paced (below saturation) rate. */
export const pacedP99TargetMs = 100

// The load comes from one address, this machine's: the per-address relay budgets are raised as an
// operator behind carrier-grade NAT would raise them; per-client budgets stay as they ship.
const loadEnv = {
  RELAY_CONNECTIONS_PER_IP: '100000',
  RELAY_PUBLISH_PER_IP: '1000000',
  RELAY_PUBLISH_KIB_PER_IP: '10000000',
}

/**
 * Measures the HTTP routes and the relay through nginx with 1 and 3 replicas.
 *
 * @param parameters - Sizes of the relay parts and of the HTTP runs.
 * @returns Figures such as `getWallets.3.rps`, `relay.3.messagesPerSecond` (saturated),
 * `relay.3.paced.p99Ms` (at `pacedFraction` of it), `getWallets.scaling`, or `undefined` (with the
 * reason printed) where nginx, Postgres or Redis is missing or the server is not built.
 */
export async function benchReplicas({
  pairs = 200,
  messagesPerPair = 50,
  window = 5,
  pacedFraction = 0.5,
  pacedRatePerSecond,
  sockets = 10_000,
  seconds = 8,
  replicaCounts = [1, 3],
  relayOnly = false,
  log: print = console.log,
}: BenchReplicasParameters = {}): Promise<Record<string, number> | undefined> {
  const unavailable = await replicaStackUnavailable()
  if (unavailable) {
    console.log(`replicas: skipped, ${unavailable}`)
    return undefined
  }
  const began = Date.now()
  const log = (line: string) =>
    print(`replicas [${Math.round((Date.now() - began) / 1000)} s] ${line}`)
  // Every part has a deadline: one that does not come up or finish fails the bench, saying which.
  const part = <value>(what: string, seconds: number, run: () => Promise<value>) => {
    log(`${what}…`)
    return withTimeout(run(), seconds * 1000, `replicas: ${what}`).then(
      (value) => {
        log(`${what}: done`)
        return value
      },
      (error: Error) => {
        throw error.message.startsWith('replicas: ')
          ? error
          : new Error(`replicas: ${what} failed: ${error.message}`, { cause: error })
      },
    )
  }
  const manifest = readManifest()
  const [account] = manifest.accounts
  const chain = manifest.chains.find((entry) => entry.chainId === 31337)
  if (!account || !chain) throw new Error('The devnet manifest has no account or chain 31337')
  const id = (address: string) => `eip155:31337:${address}`
  const routes = {
    getWallets: '/getWallets?projectId=dev&page=1&entries=40',
    balanceCached: `/v1/account/${account.address}/balance?currency=usd&chainId=eip155:31337&projectId=dev`,
    swapQuote:
      `/v1/convert/quotes?amount=${parseEther('0.1')}&from=${id(nativeTokenAddress)}` +
      `&to=${id(chain.contracts.usdc)}&userAddress=${id(account.address)}&projectId=dev`,
  }
  const figures: Record<string, number> = {}
  // The chains are seeded once (60 days of history), and each stack starts from a copy.
  const devnetSnapshot = await mkdtemp(join(tmpdir(), 'airlock-replicas-devnet-'))
  try {
    await part('seeding the devnet chains', 600, () =>
      seedReplicaDevnet({ dataDir: devnetSnapshot, log: (line) => log(`  ${line}`) }),
    )
    for (const replicas of replicaCounts) {
      const stack = await part(`starting ${replicas} replica(s) behind nginx`, 300, () =>
        startReplicaStack({
          replicas,
          env: loadEnv,
          devnetSnapshot,
          log: (line) => log(`  ${line}`),
        }),
      )
      try {
        for (const [name, path] of Object.entries(relayOnly ? {} : routes)) {
          const result = await part(`${name}, ${replicas} replica(s)`, seconds + 70, async () => {
            await autocannon(`${stack.url}${path}`, 2, connections) // warm-up: caches, JIT, pools
            return autocannon(`${stack.url}${path}`, seconds, connections)
          })
          figures[`${name}.${replicas}.rps`] = Math.round(result.requests.average)
          figures[`${name}.${replicas}.p99Ms`] = result.latency.p99
          figures[`${name}.${replicas}.errors`] = result.non2xx + result.errors
          if (result.non2xx + result.errors > 0)
            log(`  ${name}: ${describeFailures(result)}\n${await stack.nginxErrors()}`)
        }
        const deadline = Date.now() + 240_000
        // Where the CPU of the saturated run went, per message: is the relay the bottleneck, or
        // the generator, nginx, Postgres or Redis on the same two cores?
        const cpu = countProcessCpu(stack.replicas.map((replica) => replica.process.pid))
        const saturated = await part(`relay throughput, ${replicas} replica(s)`, 250, () =>
          benchThroughput(stack.relayUrl, {
            ...{ pairs, messagesPerPair, window, messageBytes: 600, deadline },
          }),
        )
        const cpuUsPerMessage = Object.fromEntries(
          Object.entries(cpu.stop()).map(([role, ms]) => [
            `cpuUsPerMessage.${role}`,
            Math.round((ms * 1000) / Math.max(1, saturated['throughput.messages'])),
          ]),
        )
        // The same pairs' load at a steady rate below the maximum just measured: the latency there.
        const maximum = saturated['throughput.messagesPerSecond']
        const rate = pacedRatePerSecond ?? maximum * pacedFraction
        const paced =
          rate > 0 && maximum > 0
            ? await part(`relay paced at ${Math.round(rate)} msg/s`, 250, () =>
                benchThroughput(stack.relayUrl, {
                  ...{ pairs, messagesPerPair, window, messageBytes: 600, deadline },
                  ratePerSecond: rate,
                }),
              )
            : {}
        const clients = relayOnly
          ? {}
          : await part(`relay pairing and personal_sign, ${replicas} replica(s)`, 300, () =>
              benchClients(stack.relayUrl, { pairings: 3, signatures: 10 }),
            )
        const held = relayOnly
          ? {}
          : await part(`${sockets} relay sockets, ${replicas} replica(s)`, 300, () =>
              // Straight to the replicas, in turn: through nginx each socket is two of nginx's files, and
              // 10,000 would pass this machine's open-file limit (20,000) in nginx alone.
              benchSockets(
                stack.replicas.map((replica) => replica.relayUrl),
                {
                  ...{ sockets, holdSeconds: 5, deadline: Date.now() + 240_000 },
                  pids: stack.replicas.map((replica) => replica.process.pid),
                },
              ),
            )
        const relay = {
          ...clients,
          ...saturated,
          ...cpuUsPerMessage,
          ...Object.fromEntries(
            Object.entries(paced).map(([key, value]) => [
              key.replace(/^throughput\./, 'paced.'),
              value,
            ]),
          ),
          ...held,
        }
        for (const [key, value] of Object.entries(relay))
          figures[`relay.${replicas}.${key.replace(/^throughput\./, '')}`] = value
      } finally {
        await part(`stopping ${replicas} replica(s)`, 60, () => stack.stop())
      }
    }
  } finally {
    await rm(devnetSnapshot, { recursive: true, force: true })
  }
  const scaling = (name: string) =>
    Math.round(
      ((figures[`${name.replace('*', '3')}`] ?? 0) / (figures[name.replace('*', '1')] || 1)) * 100,
    ) / 100
  // The machine's load as the runs end (1, 5, 15 minutes): figures on a busy machine read lower.
  loadavg().forEach((load, index) => {
    figures[`loadAverage.${[1, 5, 15][index]}m`] = Math.round(load * 100) / 100
  })
  if (replicaCounts.includes(1) && replicaCounts.includes(3)) {
    for (const name of Object.keys(relayOnly ? {} : routes))
      figures[`${name}.scaling`] = scaling(`${name}.*.rps`)
    figures['relay.messagesPerSecond.scaling'] = scaling('relay.*.messagesPerSecond')
  }
  return figures
}

/** What a route's failed requests were: HTTP statuses, socket errors, timeouts. */
function describeFailures(result: AutocannonResult): string {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${count} × HTTP ${status}`)
  const sockets = result.errors - (result.timeouts ?? 0)
  return [
    ...statuses,
    ...(result.timeouts ? [`${result.timeouts} timed out`] : []),
    ...(sockets > 0 ? [`${sockets} socket error(s) (reset or refused)`] : []),
  ].join(', ')
}

/** What the figures mean on this machine, printed under them. */
export const replicasExplained =
  'On 2 cores, nginx, the replicas, Postgres, Redis and the load generator share two CPUs: a route ' +
  'that is CPU-bound in the server cannot pass ~2× one replica, and less while autocannon and nginx ' +
  'take their share; what scales is the time a replica waits (database, chain, Redis). The relay ' +
  'with 3 replicas adds a Redis hop for most messages (publisher and reader on different replicas), ' +
  'so its throughput measures the fan-out, not a speed-up. The saturated run keeps every publisher ' +
  "busy, so its p99 is about Little's law's (messages in flight ÷ throughput); the paced run " +
  '(relay.N.paced.*, a steady rate below that maximum) gives the p99 at a load the relay carries.'

/** One line per replica count: the paced p99 against its target, at which load. */
export function pacedVerdicts(figures: Record<string, number>): string[] {
  return Object.keys(figures)
    .flatMap((key) => /^relay\.(\d+)\.paced\.p99Ms$/.exec(key)?.[1] ?? [])
    .map((replicas) => {
      const at = (name: string) => figures[`relay.${replicas}.${name}`]
      const p99 = at('paced.p99Ms') ?? Number.NaN
      return (
        `relay, ${replicas} replica(s): p99 ${p99} ms at ${at('paced.offeredPerSecond')} msg/s offered ` +
        `(${at('paced.messagesPerSecond')} delivered; saturated: ${at('messagesPerSecond')} msg/s, ` +
        `p99 ${at('p99Ms')} ms) — target p99 < ${pacedP99TargetMs} ms ` +
        `${p99 < pacedP99TargetMs ? 'met' : 'missed'}`
      )
    })
}

const usage = `npm run bench:replicas -- [options]
  --pairs N          publisher → reader pairs (200)
  --messages N       messages per publisher (50)
  --window N         publishes in flight per pair in the saturating run (5)
  --paced F          the paced run's rate as a fraction of the saturated throughput (0.5; 0: none)
  --rate N           the paced run's rate in msg/s instead (to compare two builds at one load)
  --sockets N        sockets held across the replicas (10000)
  --seconds N        seconds of load per HTTP route (8)
  --replicas 1,3     replica counts to measure (1,3)
  --relay-only       only the relay's throughput and paced latency (no HTTP routes, pairing, sockets)`

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: Object.fromEntries(
      [
        'pairs',
        'messages',
        'window',
        'paced',
        'rate',
        'sockets',
        'seconds',
        'replicas',
        'relay-only',
        'help',
      ].map((name) => [
        name,
        { type: name === 'help' || name === 'relay-only' ? 'boolean' : 'string' },
      ]),
    ) as Record<string, { type: 'string' | 'boolean' }>,
  })
  if (values.help) {
    console.log(usage)
    process.exit(0)
  }
  const number = (name: string) => {
    const value = values[name]
    if (value === undefined) return undefined
    const parsed = Number(value)
    if (!Number.isFinite(parsed) || parsed < 0)
      throw new Error(`--${name}: expected a number\n${usage}`)
    return parsed
  }
  const replicaCounts =
    typeof values.replicas === 'string' ? values.replicas.split(',').map(Number) : undefined
  const figures = await benchReplicas(
    Object.fromEntries(
      Object.entries({
        pairs: number('pairs'),
        messagesPerPair: number('messages'),
        window: number('window'),
        pacedFraction: number('paced'),
        pacedRatePerSecond: number('rate'),
        sockets: number('sockets'),
        seconds: number('seconds'),
        replicaCounts,
        relayOnly: values['relay-only'] === true ? true : undefined,
      }).filter(([, value]) => value !== undefined),
    ) as BenchReplicasParameters,
  )
  if (figures) {
    console.table(figures)
    for (const line of pacedVerdicts(figures)) console.log(line)
    console.log(`load average (1, 5, 15 min): ${loadavg().map((load) => load.toFixed(2))}`)
    console.log(replicasExplained)
  }
  // As `npm run bench` does: a client's lingering handle (seen after a full run) must not keep the
  // finished bench alive.
  process.exit(process.exitCode ?? 0)
}
