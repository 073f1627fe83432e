// Latency and throughput of the Blockchain API against a running server with a devnet behind it:
// `GET /v1/account/{address}/balance` cold (forceUpdate=true: a multicall to the chain on every
// request) and cached, and the first page of `GET /v1/account/{address}/history` (cached for a
// second, so mostly the cache), each at 50 connections for 10 s with autocannon in a child
// process; uncached history pages one at a time; then how long a fresh indexer takes to catch up
// with the devnet's seeded history (PGlite in a temporary directory, reading the chain through the
// server's RPC proxy unless `rpcUrl` is given). Not part of `npm run bench` yet. Run it on its own
// against `npm start` (or any server whose chains are the devnet):
//   npx tsx --conditions=@airlock/source -e "import('./bench/blockchain.ts').then(m=>m.benchBlockchain('http://127.0.0.1:8787')).then(console.log)"
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readManifest } from '@airlock/devnet'
import { createDatabase, createLogger, loadConfig, runMigrations } from '@airlock/server'
import { resolveBlockchainChains } from '../apps/server/src/blockchain/resolveBlockchainChains.ts'
import { createIndexer } from '../apps/server/src/indexer/createIndexer.ts'
import { autocannon } from './autocannon.ts'

const connections = 50
const durationSeconds = 10
const warmUpSeconds = 3

export type BenchBlockchainParameters = {
  /** The project id sent with each request. Defaults to `dev`. */
  projectId?: string
  /** The chain to measure. Defaults to `eip155:31337`. */
  chainId?: `eip155:${number}`
  /** The chain's JSON-RPC URL for the catch-up run. Defaults to the server's RPC proxy. */
  rpcUrl?: string
}

/**
 * Measures the Blockchain API of the server at `baseUrl` (demo account #1, the devnet's seeded
 * history) and the catch-up time of a fresh indexer.
 *
 * @param baseUrl - Such as `http://127.0.0.1:8787`.
 * @param parameters - Project, chain and RPC URL.
 * @returns Requests per second (mean), p50 and p99 latency in ms and non-2xx answers for
 * `balance.cold`, `balance.cached` and `history.firstPage`; p50 and max ms of uncached first pages
 * (`history.uncached`); `indexer.catchUpMs` and `indexer.blocks`.
 *
 * @example
 * import { benchBlockchain } from './bench/blockchain.ts'
 * console.log(await benchBlockchain('http://127.0.0.1:8787'))
 */
export async function benchBlockchain(
  baseUrl: string,
  { projectId = 'dev', chainId = 'eip155:31337', rpcUrl }: BenchBlockchainParameters = {},
): Promise<Record<string, number>> {
  const base = baseUrl.replace(/\/+$/, '')
  const [account] = readManifest().accounts
  if (!account) throw new Error('The devnet manifest lists no demo account')
  const query = `chainId=${chainId}&projectId=${encodeURIComponent(projectId)}`
  const requests = {
    'balance.cold': `/v1/account/${account.address}/balance?currency=usd&forceUpdate=true&${query}`,
    'balance.cached': `/v1/account/${account.address}/balance?currency=usd&${query}`,
    'history.firstPage': `/v1/account/${account.address}/history?${query}`,
  }
  const figures: Record<string, number> = {}
  for (const [name, path] of Object.entries(requests)) {
    const probe = await fetch(`${base}${path}`)
    await probe.arrayBuffer()
    if (probe.status !== 200) throw new Error(`GET ${path} answered ${probe.status}`)
    // Not counted: lets the JIT compile the hot path first, as it has in a server that has run.
    await autocannon(`${base}${path}`, warmUpSeconds, connections)
    const result = await autocannon(`${base}${path}`, durationSeconds, connections)
    figures[`${name}.requestsPerSecond`] = Math.round(result.requests.average)
    figures[`${name}.p50Ms`] = result.latency.p50
    figures[`${name}.p99Ms`] = result.latency.p99
    figures[`${name}.non2xx`] = result.non2xx + result.errors
  }
  // Pages no cache holds yet: each demo account's first page, with and without the chain filter.
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  const uncached: number[] = []
  for (const { address } of readManifest().accounts)
    for (const filter of [`chainId=${chainId}&`, ''] as const) {
      const started = performance.now()
      const response = await fetch(
        `${base}/v1/account/${address}/history?${filter}projectId=${encodeURIComponent(projectId)}`,
      )
      await response.arrayBuffer()
      uncached.push(performance.now() - started)
    }
  uncached.sort((a, b) => a - b)
  figures['history.uncached.p50Ms'] = Math.round(uncached[Math.floor(uncached.length / 2)] ?? 0)
  figures['history.uncached.maxMs'] = Math.round(uncached.at(-1) ?? 0)
  Object.assign(figures, await benchCatchUp(rpcUrl ?? `${base}/v1?${query}`, chainId))
  return figures
}

/** Indexes the chain from genesis into a fresh PGlite, timing it. */
async function benchCatchUp(rpcUrl: string, chainId: `eip155:${number}`) {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-bench-indexer-'))
  const reference = chainId.split(':')[1] ?? ''
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    [`RPC_URL_${reference}`]: rpcUrl,
  })
  const chain = resolveBlockchainChains({ config }).find((c) => c.caipNetworkId === chainId)
  if (!chain) throw new Error(`No chain ${chainId}`)
  const database = await createDatabase({ config })
  try {
    await runMigrations(database)
    const started = performance.now()
    const indexer = createIndexer({ chain, database, logger: createLogger(config) })
    try {
      for (;;) {
        const { head, nextBlock } = indexer.status()
        if (head !== undefined && nextBlock !== undefined && nextBlock > head)
          return {
            'indexer.catchUpMs': Math.round(performance.now() - started),
            'indexer.blocks': head + 1,
          }
        if (performance.now() - started > 120_000)
          throw new Error('The indexer did not catch up in 120 s')
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    } finally {
      await indexer.stop()
    }
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
