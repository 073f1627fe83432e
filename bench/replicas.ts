// Load through nginx with 1 and with 3 built server replicas (on this machine's Postgres and
// Redis): /getWallets, the cached balance and the swap quote (req/s and p99); the relay's pairing
// with the official clients, publish throughput and p99 delivery over 200 publisher → reader pairs
// (the two ends of a pair usually on different replicas, so through Redis), and 10,000 sockets held
// across the replicas (straight to them) with their summed memory; then the 1 → 3 scaling factor of each. Loopback
// only, bounded (a few seconds per figure, every part has a deadline). Part of `npm run bench`;
// alone: `npm run bench:replicas`, after `npm run build:server`.
import { loadavg } from 'node:os'
import { readManifest } from '@airlock/devnet'
import { nativeTokenAddress } from '@airlock/protocol'
import { parseEther } from 'viem'
import {
  replicaStackUnavailable,
  startReplicaStack,
} from '../apps/server/test/replicas/startReplicaStack.ts'
import { autocannon } from './autocannon.ts'
import { benchClients, benchSockets, benchThroughput } from './relayLoad.ts'

const seconds = 8
const connections = 50

export type BenchReplicasParameters = {
  /** Publisher → reader pairs for the throughput. Defaults to `200`. */
  pairs?: number
  /** Messages each publisher sends. Defaults to `50`. */
  messagesPerPair?: number
  /** Sockets held across the replicas. Defaults to `10000`. */
  sockets?: number
}

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
 * @param parameters - Sizes of the relay parts.
 * @returns Figures such as `getWallets.3.rps`, `relay.3.messagesPerSecond`, `getWallets.scaling`,
 * or `undefined` (with the reason printed) where nginx, Postgres or Redis is missing or the server
 * is not built.
 */
export async function benchReplicas({
  pairs = 200,
  messagesPerPair = 50,
  sockets = 10_000,
}: BenchReplicasParameters = {}): Promise<Record<string, number> | undefined> {
  const unavailable = await replicaStackUnavailable()
  if (unavailable) {
    console.log(`replicas: skipped, ${unavailable}`)
    return undefined
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
  for (const replicas of [1, 3]) {
    const stack = await startReplicaStack({ replicas, env: loadEnv })
    try {
      for (const [name, path] of Object.entries(routes)) {
        await autocannon(`${stack.url}${path}`, 2, connections) // warm-up: caches, JIT, pools
        const result = await autocannon(`${stack.url}${path}`, seconds, connections)
        figures[`${name}.${replicas}.rps`] = Math.round(result.requests.average)
        figures[`${name}.${replicas}.p99Ms`] = result.latency.p99
        figures[`${name}.${replicas}.errors`] = result.non2xx + result.errors
      }
      const deadline = Date.now() + 240_000
      const relay = {
        ...(await benchClients(stack.relayUrl, { pairings: 3, signatures: 10 })),
        ...(await benchThroughput(stack.relayUrl, {
          ...{ pairs, messagesPerPair, window: 5, messageBytes: 600, deadline },
        })),
        // Straight to the replicas, in turn: through nginx each socket is two of nginx's files, and
        // 10,000 would pass this machine's open-file limit (20,000) in nginx alone.
        ...(await benchSockets(
          stack.replicas.map((replica) => replica.relayUrl),
          {
            ...{ sockets, holdSeconds: 5, deadline },
            pids: stack.replicas.map((replica) => replica.process.pid),
          },
        )),
      }
      for (const [key, value] of Object.entries(relay))
        figures[`relay.${replicas}.${key.replace(/^throughput\./, '')}`] = value
    } finally {
      await stack.stop()
    }
  }
  const scaling = (name: string) =>
    Math.round(
      ((figures[`${name.replace('*', '3')}`] ?? 0) / (figures[name.replace('*', '1')] || 1)) * 100,
    ) / 100
  for (const name of Object.keys(routes)) figures[`${name}.scaling`] = scaling(`${name}.*.rps`)
  figures['relay.messagesPerSecond.scaling'] = scaling('relay.*.messagesPerSecond')
  return figures
}

/** What the figures mean on this machine, printed under them. */
export const replicasExplained =
  'On 2 cores, nginx, the replicas, Postgres, Redis and the load generator share two CPUs: a route ' +
  'that is CPU-bound in the server cannot pass ~2× one replica, and less while autocannon and nginx ' +
  'take their share; what scales is the time a replica waits (database, chain, Redis). The relay ' +
  'with 3 replicas adds a Redis hop for most messages (publisher and reader on different replicas), ' +
  'so its throughput measures the fan-out, not a speed-up.'

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchReplicas()
  if (figures) {
    console.table(figures)
    console.log(`load average (1, 5, 15 min): ${loadavg().map((load) => load.toFixed(2))}`)
    console.log(replicasExplained)
  }
  // As `npm run bench` does: a client's lingering handle (seen after a full run) must not keep the
  // finished bench alive.
  process.exit(process.exitCode ?? 0)
}
