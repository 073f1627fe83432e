/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The modal against the floor: a bare wagmi page with a plain button that lists the EIP-6963
// wallets and connects (bench/fixtures/floor-bare/), and the same page with Airlock's
// `ConnectButton` (bench/fixtures/floor-airlock/), both production builds, measured in one
// Chromium, interleaved round by round, with the same injected test wallet, at no CPU throttling
// and at 4× (a mid-range phone). Every figure is printed beside the floor's and as a ratio to it.
// Run it on its own with `npm run bench -- speed` (bench/speedRun.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { buildFixture, chunksOf, type ModalChunk } from './fixtureBuild.ts'
import { median, serveDirectory } from './serveDirectory.ts'
import { measurePage, type ServerRequests } from './speedPage.ts'
import { benchChains, launchChromium } from './standalone.ts'

const roundLoad = (value: number) => Math.round(value * 100) / 100
const pages = ['bare', 'airlock'] as const
type PageName = (typeof pages)[number]

export type BenchSpeedParameters = {
  /** Base URL of a running Airlock server: the Airlock page's `apiUrl`. */
  apiUrl: string
  /** RPC URL of each running devnet chain, by chain id: both pages' networks and the wallet's. */
  rpcUrls: Record<number, string>
  /** Measured rounds (one load of each page) per throttling rate. Defaults to `9`. */
  rounds?: number | undefined
  /** CPU throttling rates (`Emulation.setCPUThrottlingRate`). Defaults to `[1, 4]`. */
  throttlingRates?: readonly number[] | undefined
}

/** A figure of both pages at one throttling rate: medians, every round, and the ratio. */
export type SpeedFigure = {
  bare: number
  airlock: number
  /** `airlock / bare`. */
  ratio: number
  runs: { bare: number[]; airlock: number[] }
}

export type BenchSpeedReturnType = {
  rounds: number
  /** By throttling rate (`'1'`, `'4'`), by figure. */
  byRate: Record<string, Record<string, SpeedFigure>>
  /** Gzip KiB of the JS each page loads before it can paint (the entry and its static imports). */
  firstPaintJsKiB: Record<PageName, number>
  chunks: Record<PageName, ModalChunk[]>
  /** JS files Chromium requested before first-contentful-paint (first round). */
  requestedBeforePaint: Record<PageName, string[]>
  /** Whether those are exactly the manifest's first-paint chunks. */
  firstPaintAsManifest: Record<PageName, boolean>
  /** The Airlock page's requests to the Airlock server (first round), with their answers. */
  serverRequests: ServerRequests
  /**
   * The machine's 1-, 5- and 15-minute load averages (as `uptime` prints them) when each rate's
   * rounds began and ended: other work on the machine makes the absolute times noisy.
   */
  loadAverage: Record<string, { start: number[]; end: number[] }>
}

/**
 * Builds both floor pages for production, serves them, and measures them in one headless Chromium:
 * each round loads each page once in a fresh context (the order alternating between rounds), with
 * the test wallet injected, clicks Connect and then the wallet.
 *
 * @param parameters - The running server and chains, rounds and throttling rates.
 * @returns Medians, every round and the ratio of each figure by throttling rate, and the builds.
 *
 * @example
 * import { benchSpeed } from './bench/speed.ts'
 * const speed = await benchSpeed({ apiUrl, rpcUrls: { 31337: rpcUrl, 31338: l2RpcUrl } })
 * console.log(speed.byRate['4']?.openMs?.ratio)
 */
export async function benchSpeed({
  apiUrl,
  rpcUrls,
  rounds = 9,
  throttlingRates = [1, 4],
}: BenchSpeedParameters): Promise<BenchSpeedReturnType> {
  const outDir = mkdtempSync(join(tmpdir(), 'airlock-bench-speed-'))
  let browser: Browser | undefined
  const servers: { close(): Promise<void> }[] = []
  try {
    const chains = benchChains(rpcUrls)
    const define = {
      'import.meta.env.AIRLOCK_API_URL': JSON.stringify(apiUrl),
      'import.meta.env.BENCH_CHAINS': JSON.stringify(chains),
    }
    const urls = {} as Record<PageName, string>
    const chunks = {} as Record<PageName, ModalChunk[]>
    for (const name of pages) {
      const dir = join(outDir, name)
      await buildFixture(`floor-${name}`, dir, define)
      chunks[name] = chunksOf(dir)
      const server = await serveDirectory(dir)
      servers.push(server)
      urls[name] = server.url
    }
    const firstPaintJsKiB = {} as Record<PageName, number>
    for (const name of pages)
      firstPaintJsKiB[name] =
        chunks[name].filter((chunk) => chunk.firstLoad).reduce((sum, c) => sum + c.gzipBytes, 0) /
        1024

    browser = await launchChromium()
    const walletChains = chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name }))
    const apiOrigin = new URL(apiUrl).origin
    const firstPaintAsManifest = { bare: false, airlock: false }
    const requestedBeforePaint: Record<PageName, string[]> = { bare: [], airlock: [] }
    let serverRequests: BenchSpeedReturnType['serverRequests'] = []
    const samples: Record<string, Record<string, Record<PageName, number[]>>> = {}
    const loadAverage: BenchSpeedReturnType['loadAverage'] = {}

    for (const rate of throttlingRates) {
      const byFigure: Record<string, Record<PageName, number[]>> = {}
      samples[rate] = byFigure
      const load = { start: loadavg().map(roundLoad), end: [] as number[] }
      loadAverage[rate] = load
      // One unmeasured round first: Chromium, the file servers and the devnet warm up.
      const started = performance.now()
      for (let round = -1; round < rounds; round++) {
        const order = round % 2 === 0 ? pages : ([...pages].reverse() as PageName[])
        for (const name of order) {
          const measured = await measurePage(browser, {
            url: urls[name],
            rate,
            walletChains,
            apiOrigin,
          })
          if (round < 0) continue
          for (const [figure, value] of Object.entries(measured.figures)) {
            byFigure[figure] ??= { bare: [], airlock: [] }
            byFigure[figure][name].push(value)
          }
          if (round === 0 && rate === throttlingRates[0]) {
            const expected = chunks[name].filter((chunk) => chunk.firstLoad)
            requestedBeforePaint[name] = measured.jsBeforePaint
            firstPaintAsManifest[name] =
              measured.jsBeforePaint.length === expected.length &&
              expected.every((chunk) => measured.jsBeforePaint.includes(`/${chunk.file}`))
            if (name === 'airlock') serverRequests = measured.serverRequests
          }
        }
        console.error(
          `speed: ${rate}× throttling, round ${round + 1} of ${rounds} done (${Math.round(
            (performance.now() - started) / 1000,
          )} s, load average ${loadavg().map(roundLoad).join(', ')})`,
        )
      }
      load.end = loadavg().map(roundLoad)
    }

    const byRate: BenchSpeedReturnType['byRate'] = {}
    for (const [rate, byFigure] of Object.entries(samples)) {
      byRate[rate] = Object.fromEntries(
        Object.entries(byFigure).map(([figure, runs]) => {
          const bare = median(runs.bare)
          const airlock = median(runs.airlock)
          return [figure, { bare, airlock, ratio: airlock / bare, runs }]
        }),
      )
    }
    return {
      rounds,
      byRate,
      firstPaintJsKiB,
      chunks,
      requestedBeforePaint,
      firstPaintAsManifest,
      serverRequests,
      loadAverage,
    }
  } finally {
    await browser?.close()
    for (const server of servers) await server.close()
    rmSync(outDir, { recursive: true, force: true })
  }
}

/** Prints each figure of both pages, its ratio, and what the Airlock page asked the server. */
export function printSpeed(speed: BenchSpeedReturnType) {
  const round = (value: number) =>
    Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 10) / 10
  console.log(
    `\nspeed: the modal against a bare wagmi page, medians of ${speed.rounds} interleaved rounds`,
  )
  console.log(
    `first-paint JS (gzip): bare ${round(speed.firstPaintJsKiB.bare)} KiB, airlock ${round(
      speed.firstPaintJsKiB.airlock,
    )} KiB (+${round(speed.firstPaintJsKiB.airlock - speed.firstPaintJsKiB.bare)} KiB, ${round(
      speed.firstPaintJsKiB.airlock / speed.firstPaintJsKiB.bare,
    )}×); Chromium loaded ${
      speed.firstPaintAsManifest.bare && speed.firstPaintAsManifest.airlock
        ? 'what the manifests say'
        : 'NOT what the manifests say'
    } before first paint`,
  )
  for (const name of pages) {
    if (speed.firstPaintAsManifest[name]) continue
    const requested = speed.requestedBeforePaint[name]
    const requestedKiB =
      speed.chunks[name]
        .filter((chunk) => requested.includes(`/${chunk.file}`))
        .reduce((sum, chunk) => sum + chunk.gzipBytes, 0) / 1024
    console.log(
      `${name}: requested before first paint (first round): ${requested.join(', ')} (${round(
        requestedKiB,
      )} KiB gzip); the manifest's first load: ${speed.chunks[name]
        .filter((chunk) => chunk.firstLoad)
        .map((chunk) => chunk.file)
        .join(', ')}`,
    )
  }
  for (const [rate, figures] of Object.entries(speed.byRate)) {
    const load = speed.loadAverage[rate]
    console.log(
      `speed at ${rate}× CPU throttling (load average ${load?.start.join(', ')} at the start, ${load?.end.join(', ')} at the end)`,
    )
    console.table(
      Object.entries(figures).map(([figure, value]) => ({
        figure,
        bare: round(value.bare),
        airlock: round(value.airlock),
        ratio: `${Math.round(value.ratio * 100) / 100}×`,
        'airlock runs': value.runs.airlock.map(round).join(', '),
      })),
    )
  }
  const served = speed.serverRequests.filter((request) => request.status === 200).length
  console.log(
    `speed: the Airlock page's requests to the server (first round): ${
      speed.serverRequests
        .map((request) => `${new URL(request.url).pathname} → ${request.status}`)
        .join(', ') || 'none'
    }; catalogue ${
      speed.serverRequests.some(
        (request) => request.url.includes('/getWallets') && request.status === 200,
      )
        ? 'served'
        : 'NOT served'
    } (${served} of ${speed.serverRequests.length} answered 200)`,
  )
}
