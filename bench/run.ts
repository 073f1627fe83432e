// `npm run bench`: measures and prints the product's figures, writes bench/results.json, and exits
// non-zero when a figure misses its budget. Budgets live here, not in timed tests.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assertPortsFree } from '../scripts/assertPortsFree.ts'
import { benchCatalogue } from './catalogue.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

// Ports away from the defaults, so a running `npm start` does not disturb the figures.
const ports = {
  DEVNET_PORT: 18545,
  DEVNET_L2_PORT: 18546,
  PORT: 18787,
  SECURE_PORT: 18788,
  SANDBOX_PORT: 18790,
  WEB_PORT: 13000,
}

const budgets = {
  /** First start on a fresh machine: seeds both chains' 60-day history. */
  coldStartMs: 45_000,
  /** Every later start, to all parts healthy. */
  warmStartMs: 6_000,
  /** node_modules after `npm ci`. */
  installedSizeMb: 600,
  /** `GET /getWallets` first page, 50 connections: at least this many requests per second… */
  'getWallets.page.requestsPerSecond': 3_000,
  /** …with this 99th-percentile latency, and the same for a search. */
  'getWallets.page.p99Ms': 15,
  'getWallets.search.p99Ms': 15,
}

/** Budgets that are floors (more is better); every other budget is a ceiling. */
const floors = new Set(['getWallets.page.requestsPerSecond'])
const withinBudget = (key: string, value: number, budget: number) =>
  floors.has(key) ? value >= budget : value <= budget

async function chainAnswers(port: number): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  return response.ok
}

async function allHealthy(): Promise<boolean> {
  try {
    const checks = await Promise.all([
      fetch(`http://127.0.0.1:${ports.PORT}/health`).then((r) => r.status === 200),
      fetch(`http://127.0.0.1:${ports.SECURE_PORT}/health`).then((r) => r.ok),
      fetch(`http://127.0.0.1:${ports.SANDBOX_PORT}/health`).then((r) => r.ok),
      fetch(`http://127.0.0.1:${ports.WEB_PORT}/`).then((r) => r.ok),
      chainAnswers(ports.DEVNET_PORT),
      chainAnswers(ports.DEVNET_L2_PORT),
    ])
    return checks.every(Boolean)
  } catch {
    return false
  }
}

/** Starts the product as `npm start` does, returns the ms until every part is healthy, stops it. */
async function timeStart(dataDir: string): Promise<number> {
  await assertPortsFree(Object.entries(ports).map(([name, port]) => ({ name, port })))
  const started = performance.now()
  const child = spawn(
    join(root, 'node_modules/.bin/tsx'),
    ['--conditions=@airlock/source', 'scripts/start.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
        PUBLIC_URL: `http://127.0.0.1:${ports.PORT}`,
        DEVNET_DATA_DIR: join(dataDir, 'devnet'),
        DATA_DIR: join(dataDir, 'data'),
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  try {
    const deadline = started + budgets.coldStartMs * 2
    while (!(await allHealthy())) {
      if (child.exitCode !== null || performance.now() > deadline)
        throw new Error(`start failed or timed out:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return performance.now() - started
  } finally {
    child.kill('SIGTERM')
    await exited
    await assertPortsFree(Object.entries(ports).map(([name, port]) => ({ name, port })))
  }
}

function directorySize(path: string): number {
  let total = 0
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name)
    if (entry.isDirectory()) total += directorySize(full)
    else if (entry.isFile()) total += statSync(full).size
  }
  return total
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

const dataDir = mkdtempSync(join(tmpdir(), 'airlock-bench-'))
try {
  const coldStartMs = await timeStart(dataDir)
  const warmRuns: number[] = []
  for (let i = 0; i < 3; i++) warmRuns.push(await timeStart(dataDir))
  const warmStartMs = median(warmRuns)
  const installedSizeMb = directorySize(join(root, 'node_modules')) / 1024 / 1024
  const catalogue = await benchCatalogue()

  const figures: Record<string, number> = {
    coldStartMs,
    warmStartMs,
    installedSizeMb,
    ...Object.fromEntries(
      Object.entries(catalogue).map(([key, value]) => [`getWallets.${key}`, value]),
    ),
  }
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    figures: {
      coldStartMs: Math.round(coldStartMs),
      warmStartMs: Math.round(warmStartMs),
      warmStartRunsMs: warmRuns.map(Math.round),
      installedSizeMb: Math.round(installedSizeMb),
      ...Object.fromEntries(
        Object.entries(figures).filter(([key]) => key.startsWith('getWallets.')),
      ),
    },
    budgets,
    missed: Object.entries(budgets)
      .filter(([key, budget]) => !withinBudget(key, figures[key] ?? Number.NaN, budget))
      .map(([key]) => key),
  }
  writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`)
  console.table(
    Object.entries(budgets).map(([figure, budget]) => ({
      figure,
      measured: Math.round(figures[figure] ?? Number.NaN),
      budget: floors.has(figure) ? `>= ${budget}` : `<= ${budget}`,
      ok: withinBudget(figure, figures[figure] ?? Number.NaN, budget),
    })),
  )
  console.log(`warm start runs: ${results.figures.warmStartRunsMs.join(', ')} ms`)
  console.log('wrote bench/results.json')
  if (results.missed.length) {
    console.error(`over budget: ${results.missed.join(', ')}`)
    process.exitCode = 1
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
