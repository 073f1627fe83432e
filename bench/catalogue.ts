// Throughput and latency of `GET /getWallets`, the modal's first call: the server runs in this
// process, autocannon in a child process (so the load generator does not share the server's
// event loop), 50 connections for 10 s per request. Run it on its own:
//   npx tsx --conditions=@airlock/source -e "import('./bench/catalogue.ts').then(m=>m.benchCatalogue()).then(console.log)"
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig, startServer } from '@airlock/server'
import { autocannon } from './autocannon.ts'

const connections = 50
const durationSeconds = 10
const warmUpSeconds = 3
const requests = {
  page: '/getWallets?page=1&entries=40&projectId=dev',
  search: '/getWallets?page=1&entries=100&search=wallet&projectId=dev',
}

type Target = { url: string; close(): Promise<void> }

/**
 * Measures `GET /getWallets` under load: first page (40 wallets) and a search (`wallet`, up to 100),
 * against the whole server (`startServer`, with the `dev` project) on a free port with a temporary
 * DATA_DIR.
 *
 * @returns For each request: requests per second (mean), p50 and p99 latency in ms, and how many
 * answers were not 2xx.
 *
 * @example
 * import { benchCatalogue } from './bench/catalogue.ts'
 * console.log(await benchCatalogue())
 */
export async function benchCatalogue(): Promise<Record<string, number>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-bench-catalogue-'))
  // Port 0 (any free port) is for programs; PORT in the environment must be 1–65535.
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), port: 0 }
  let target: Target | undefined
  try {
    target = await startServer({ config })
    const probe = await fetch(`${target.url}${requests.page}`)
    await probe.arrayBuffer()
    if (probe.status !== 200) throw new Error(`GET ${requests.page} answered ${probe.status}`)
    const figures: Record<string, number> = {}
    for (const [name, path] of Object.entries(requests)) {
      // Not counted: lets the JIT compile the hot path first, as it has in a server that has run.
      await autocannon(`${target.url}${path}`, warmUpSeconds, connections)
      const result = await autocannon(`${target.url}${path}`, durationSeconds, connections)
      figures[`${name}.requestsPerSecond`] = Math.round(result.requests.average)
      figures[`${name}.p50Ms`] = result.latency.p50
      figures[`${name}.p99Ms`] = result.latency.p99
      figures[`${name}.non2xx`] = result.non2xx + result.errors
    }
    // The machine's own ceiling: plain node:http sending the same page-1 bytes. Shared machines
    // vary several-fold from hour to hour; this says how much of a figure is the machine.
    const page = Buffer.from(await (await fetch(`${target.url}${requests.page}`)).arrayBuffer())
    const baseline = await serveBytes(page)
    try {
      await autocannon(baseline.url, warmUpSeconds, connections)
      const result = await autocannon(baseline.url, durationSeconds, connections)
      figures['nodeBaseline.requestsPerSecond'] = Math.round(result.requests.average)
      figures['nodeBaseline.p99Ms'] = result.latency.p99
    } finally {
      await baseline.close()
    }
    return figures
  } finally {
    await target?.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function serveBytes(body: Buffer): Promise<Target> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
