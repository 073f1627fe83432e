// How long `npm start` takes: the first start on an empty data folder (cold: seeds the chains), then
// later starts on the same folder (warm). `npm run bench` measures it first; `npm run bench -- start`
// measures only this, on a fresh folder, and merges it into bench/results.json.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { budgets, withinBudget } from './budgets.ts'
import { mergeResults } from './mergeResults.ts'
import { type StackPorts, startStack } from './startStack.ts'
import { loadAverage } from './stats.ts'

/** Ports away from the defaults, so a running `npm start` does not disturb the figures. */
export const benchPorts: StackPorts = {
  DEVNET_PORT: 18545,
  DEVNET_L2_PORT: 18546,
  SOLANA_PORT: 18899,
  SOLANA_WS_PORT: 18900,
  PORT: 18787,
  SECURE_PORT: 18788,
  SANDBOX_PORT: 18790,
  SANDBOX_SMTP_PORT: 18791,
  WEB_PORT: 13000,
}

export type StartTimes = {
  coldStartMs: number
  /** Each warm start, in the order run. */
  warmRunsMs: number[]
  /** Their median. */
  warmStartMs: number
}

/** Starts the product as `npm start` does, returns the ms until every part is healthy, stops it. */
async function timeStart(dataDir: string): Promise<number> {
  const stack = await startStack({ ports: benchPorts, dataDir, timeoutMs: budgets.coldStartMs * 2 })
  await stack.stop()
  return stack.startMs
}

/**
 * Times one cold start on `dataDir` (which must be empty) and then `warmRuns` warm ones on it.
 *
 * @example
 * const { coldStartMs, warmStartMs } = await timeStarts(mkdtempSync(join(tmpdir(), 'x-')))
 */
export async function timeStarts(dataDir: string, warmRuns = 3): Promise<StartTimes> {
  const coldStartMs = await timeStart(dataDir)
  const warmRunsMs: number[] = []
  for (let i = 0; i < warmRuns; i++) warmRunsMs.push(await timeStart(dataDir))
  const sorted = [...warmRunsMs].sort((a, b) => a - b)
  return { coldStartMs, warmRunsMs, warmStartMs: sorted[Math.floor(sorted.length / 2)] ?? NaN }
}

/** `npm run bench -- start`: one cold and five warm starts, printed and merged into the results. */
export async function runStartOnly(resultsFile: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-bench-start-'))
  try {
    console.log(`load average before the run: ${loadAverage()}`)
    const times = await timeStarts(dataDir, 5)
    const figures = {
      coldStartMs: Math.round(times.coldStartMs),
      warmStartMs: Math.round(times.warmStartMs),
    }
    const rows = Object.entries(figures).map(([figure, measured]) => {
      const budget = budgets[figure as keyof typeof budgets]
      return {
        figure,
        measured,
        budget: `<= ${budget}`,
        ok: withinBudget(figure, measured, budget),
      }
    })
    console.table(rows)
    console.log(`warm start runs: ${times.warmRunsMs.map(Math.round).join(', ')} ms`)
    console.log(`load average after the run: ${loadAverage()}`)
    const missed = rows.filter((row) => !row.ok).map((row) => row.figure)
    const details = { warmStartRunsMs: times.warmRunsMs.map(Math.round) }
    mergeResults(resultsFile, { prefix: 'start', figures, details, missed })
    console.log(`wrote the start figures into ${resultsFile}`)
    if (missed.length) {
      console.error(`over budget: ${missed.join(', ')}`)
      process.exitCode = 1
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
