// Load through nginx with 1 and with 3 built server replicas (on this machine's Postgres and
// Redis): /getWallets and the cached balance, req/s and p99, and the 1 → 3 scaling factor.
// Loopback only, bounded (a few seconds per figure). `npm run bench:replicas`, after `npm run build`.
import { loadavg } from 'node:os'
import { readManifest } from '@airlock/devnet'
import {
  replicaStackUnavailable,
  startReplicaStack,
} from '../apps/server/test/replicas/startReplicaStack.ts'
import { autocannon } from './autocannon.ts'

const seconds = 8
const connections = 50

/**
 * Measures each route through nginx with 1 and 3 replicas.
 * @returns Figures such as `getWallets.3.rps`, `getWallets.scaling`, or `undefined` (with the
 * reason printed) where nginx, Postgres or Redis is missing.
 */
export async function benchReplicas(): Promise<Record<string, number> | undefined> {
  const unavailable = await replicaStackUnavailable()
  if (unavailable) {
    console.log(`replicas: skipped, ${unavailable}`)
    return undefined
  }
  const [account] = readManifest().accounts
  const routes = {
    getWallets: '/getWallets?projectId=dev&page=1&entries=40',
    balanceCached: `/v1/account/${account?.address}/balance?currency=usd&chainId=eip155:31337&projectId=dev`,
  }
  const figures: Record<string, number> = {}
  for (const replicas of [1, 3]) {
    const stack = await startReplicaStack({ replicas })
    try {
      for (const [name, path] of Object.entries(routes)) {
        await autocannon(`${stack.url}${path}`, 2, connections) // warm-up: caches, JIT, pools
        const result = await autocannon(`${stack.url}${path}`, seconds, connections)
        figures[`${name}.${replicas}.rps`] = Math.round(result.requests.average)
        figures[`${name}.${replicas}.p99Ms`] = result.latency.p99
        figures[`${name}.${replicas}.errors`] = result.non2xx + result.errors
      }
    } finally {
      await stack.stop()
    }
  }
  for (const name of Object.keys(routes))
    figures[`${name}.scaling`] =
      Math.round(((figures[`${name}.3.rps`] ?? 0) / (figures[`${name}.1.rps`] || 1)) * 100) / 100
  return figures
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchReplicas()
  if (figures) {
    console.table(figures)
    console.log(`load average (1, 5, 15 min): ${loadavg().map((load) => load.toFixed(2))}`)
    console.log(
      'On 2 cores, nginx, 3 replicas, Postgres, Redis and autocannon share two CPUs: a route that is ' +
        'CPU-bound in the server cannot pass ~2× one replica, and less while the load generator and ' +
        'nginx take their share; what scales is the time a replica waits (database, chain, Redis).',
    )
  }
}
