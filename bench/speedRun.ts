// `npm run bench -- speed`: only the modal against the bare wagmi page (bench/speed.ts), on a
// stack of its own on free ports, its figures merged into bench/results.json beside the full
// run's. BENCH_SPEED_ROUNDS sets the rounds (9 by default); BENCH_DATA_DIR a seeded data dir, so
// the devnet skips its first-start seeding.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort } from '@airlock/devnet'
import { mergeResults } from './mergeResults.ts'
import { type BenchSpeedReturnType, benchSpeed, printSpeed } from './speed.ts'
import { startStack } from './startStack.ts'

/**
 * The targets, as ratios to the bare page in the same run (both throttling rates), the
 * first-paint JS it adds, and the Connect view's size. Ceilings all.
 */
export const speedTargets: Record<string, number> = {
  'speed.openMs.ratio': 1.5,
  'speed.connectMs.ratio': 1.5,
  'speed.openCpuMs.ratio': 1.5,
  'speed.connectCpuMs.ratio': 1.5,
  'speed.heapMiB.ratio': 1.3,
  'speed.x4.openMs.ratio': 1.5,
  'speed.x4.connectMs.ratio': 1.5,
  'speed.x4.openCpuMs.ratio': 1.5,
  'speed.x4.connectCpuMs.ratio': 1.5,
  'speed.x4.heapMiB.ratio': 1.3,
  'speed.firstPaintJs.deltaKiB': 15,
  'speed.connectViewElements': 60,
}

/**
 * The speed figures the budgets read: every figure's median of both pages and its ratio, by
 * throttling rate (`speed.` at none, `speed.x4.` at 4×), and the first-paint JS.
 */
export function speedFigures(speed: BenchSpeedReturnType): Record<string, number> {
  const figures: Record<string, number> = {
    'speed.firstPaintJs.bareKiB': speed.firstPaintJsKiB.bare,
    'speed.firstPaintJs.airlockKiB': speed.firstPaintJsKiB.airlock,
    'speed.firstPaintJs.deltaKiB': speed.firstPaintJsKiB.airlock - speed.firstPaintJsKiB.bare,
  }
  for (const [rate, byFigure] of Object.entries(speed.byRate)) {
    const prefix = rate === '1' ? 'speed' : `speed.x${rate}`
    for (const [figure, value] of Object.entries(byFigure)) {
      figures[`${prefix}.${figure}.bare`] = value.bare
      figures[`${prefix}.${figure}.airlock`] = value.airlock
      figures[`${prefix}.${figure}.ratio`] = value.ratio
    }
  }
  // Elements of the Airlock page with the Connect view open (the same at every rate).
  figures['speed.domElements'] = figures['speed.domElements.airlock'] ?? Number.NaN
  figures['speed.connectViewElements'] = figures['speed.connectViewElements.airlock'] ?? Number.NaN
  return figures
}

/** The results file's `speed` section: every round and what loaded when, or the error. */
export function speedDetails(speed: BenchSpeedReturnType | Error) {
  if (speed instanceof Error) return { error: speed.message }
  return {
    rounds: speed.rounds,
    byRate: speed.byRate,
    firstPaintJsKiB: speed.firstPaintJsKiB,
    chunks: speed.chunks,
    requestedBeforePaint: speed.requestedBeforePaint,
    firstPaintAsManifest: speed.firstPaintAsManifest,
    serverRequests: speed.serverRequests,
    loadAverage: speed.loadAverage,
  }
}

/** Ratios to two decimals (1.45 must not read as 1.5), other figures to one. */
const roundFigure = (key: string, value: number) =>
  key.endsWith('.ratio') ? Math.round(value * 100) / 100 : Math.round(value * 10) / 10

/** Prints each target beside its figure; returns the targets missed. */
export function printSpeedTargets(figures: Record<string, number>): string[] {
  const rows = Object.entries(speedTargets).map(([figure, target]) => ({
    figure,
    measured: roundFigure(figure, figures[figure] ?? Number.NaN),
    target: `<= ${target}`,
    ok: (figures[figure] ?? Number.NaN) <= target,
  }))
  console.log('speed: the targets of issue 25')
  console.table(rows)
  return rows.filter((row) => !row.ok).map((row) => row.figure)
}

/** Starts a stack on free ports, runs the speed bench, prints it and merges it into `resultsFile`. */
export async function runSpeedOnly(resultsFile: string) {
  const ports: number[] = []
  while (ports.length < 9) {
    const port = await getFreePort()
    if (!ports.includes(port)) ports.push(port)
  }
  const [devnet = 0, devnetL2 = 0, server = 0, secure = 0, sandbox = 0, web = 0, sol = 0, ws = 0] =
    ports
  const smtp = ports[8] ?? 0
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'airlock-bench-'))
  const stack = await startStack({
    ports: {
      DEVNET_PORT: devnet,
      DEVNET_L2_PORT: devnetL2,
      PORT: server,
      SECURE_PORT: secure,
      SANDBOX_PORT: sandbox,
      SANDBOX_SMTP_PORT: smtp,
      WEB_PORT: web,
      SOLANA_PORT: sol,
      SOLANA_WS_PORT: ws,
    },
    dataDir,
    timeoutMs: 240_000,
  })
  try {
    console.log(
      `load average before the run: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(', ')}`,
    )
    const speed = await benchSpeed({
      apiUrl: `http://127.0.0.1:${server}`,
      rpcUrls: { 31337: `http://127.0.0.1:${devnet}`, 31338: `http://127.0.0.1:${devnetL2}` },
      rounds: Number(process.env.BENCH_SPEED_ROUNDS ?? 9),
    })
    printSpeed(speed)
    const figures = speedFigures(speed)
    const missed = printSpeedTargets(figures)
    mergeResults(resultsFile, {
      prefix: 'speed',
      figures: Object.fromEntries(
        Object.entries(figures).map(([key, value]) => [key, roundFigure(key, value)]),
      ),
      details: speedDetails(speed),
      missed,
    })
    console.log(`wrote the speed figures into ${resultsFile}`)
  } finally {
    await stack.stop()
    if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true })
  }
}
