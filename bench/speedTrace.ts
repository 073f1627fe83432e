/// <reference lib="dom" />
// `npm run bench -- speed-trace`: where the modal's extra time goes. Builds the two pages of
// `npm run bench -- speed` (bench/fixtures/floor-bare, floor-airlock) with source maps, and for
// each, in fresh contexts, traces the open and connect clicks in Chromium (trace events, a V8 CPU
// profile sampled every 100 µs) and takes a heap snapshot with the Connect view open. Prints the
// main thread's time by kind (script, compile, style, layout, paint, GC), forced layouts, the
// script time by source module, and the heap by kind, for both pages and their difference.
// BENCH_TRACE_ROUNDS sets the rounds (5), BENCH_TRACE_RATE the CPU throttling (1).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { injectTestWallet } from '@airlock/test-kit'
import type { Browser, CDPSession, Page } from '@playwright/test'
import { buildFixture } from './fixtureBuild.ts'
import {
  armClickTimer,
  type ClickTarget,
  clickTiming,
  shortAddress,
  timeWalletRequests,
  withContext,
} from './pageTiming.ts'
import { median, serveDirectory } from './serveDirectory.ts'
import { timedHover, watchNetwork, within } from './speedPage.ts'
import { benchChains, launchChromium, withStandaloneStack } from './standalone.ts'
import {
  type CpuProfile,
  groupSelfTime,
  type MainThreadSummary,
  profileByCause,
  profileByModule,
  sourceLocator,
  summariseHeap,
  summariseTrace,
} from './traceAnalysis.ts'

const pages = ['bare', 'airlock'] as const
type PageName = (typeof pages)[number]
const interactions = ['open', 'connect'] as const
type Interaction = (typeof interactions)[number]
const walletName = 'Airlock Test Wallet'
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.gc',
  ...(process.env.BENCH_TRACE_STACKS ? ['disabled-by-default-devtools.timeline.stack'] : []),
  'blink.user_timing',
  'toplevel',
  '__metadata',
]

type Traced = {
  main: MainThreadSummary
  /** The main thread from just before the click until the target was seen in the DOM. */
  untilShown: MainThreadSummary
  modules: Record<string, number>
  causes: Record<string, number>
  clickMs: number
  /** The requests the page made to the wallet from the click on: method and ms in flight. */
  walletRequests: string[]
}

/** Clicks `locator` with the trace and the CPU profiler running, until `target` is shown. */
async function tracedClick(
  browser: Browser,
  page: Page,
  cdp: CDPSession,
  locator: ReturnType<Page['getByRole']>,
  target: ClickTarget,
  locate: ReturnType<typeof sourceLocator>,
): Promise<Traced> {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`nothing to click for ${JSON.stringify(target)}`)
  await page.evaluate(armClickTimer, target)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
  await browser.startTracing(page, { categories })
  await cdp.send('Profiler.start')
  await page.evaluate(() => performance.mark('trace:start'))
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  const timing = await within(30_000, clickTiming(page), `${JSON.stringify(target)} never shown`)
  await page.evaluate(() => performance.mark('trace:end'))
  const { profile } = await cdp.send('Profiler.stop')
  const trace = await browser.stopTracing()
  rawTraces.push(trace)
  rawProfiles.push(profile)
  const walletRequests = await page.evaluate(
    (since) =>
      (
        window as unknown as { __walletRequests: { method: string; at: number; ms: number }[] }
      ).__walletRequests
        .filter((request) => request.at >= since)
        .map((request) => `${request.method} ${Math.round(request.ms)} ms`),
    timing.clickedAt,
  )
  return {
    walletRequests,
    main: summariseTrace(trace, 'trace:start', 'trace:end'),
    untilShown: summariseTrace(trace, 'trace:start', 'bench:shown'),
    modules: profileByModule(profile as CpuProfile, locate),
    causes: profileByCause(profile as CpuProfile, locate),
    clickMs: timing.committedMs,
  }
}

/** Takes a heap snapshot (after two collections) and summarises it. */
async function heapSnapshot(cdp: CDPSession) {
  const chunks: string[] = []
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  return summariseHeap(chunks.join(''))
}

type PageRound = Record<Interaction, Traced> & {
  heap?: ReturnType<typeof summariseHeap>
  /** Whether the modal's dialog was already in the page (rendered hidden) when Connect was clicked. */
  dialogBeforeClick: boolean
}

async function tracePage(
  browser: Browser,
  url: string,
  rate: number,
  walletChains: { chainId: number; rpcUrl: string; name: string }[],
  locate: ReturnType<typeof sourceLocator>,
  withHeap: boolean,
): Promise<PageRound> {
  let round: PageRound | undefined
  await withContext(browser, async (context) => {
    await context.addInitScript(timeWalletRequests)
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    const wallet = await injectTestWallet(page, {
      chains: walletChains,
      info: { name: walletName },
    })
    const network = watchNetwork(page)
    const cdp = await context.newCDPSession(page)
    try {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      // For the hover's task time (timedHover), as in bench/speed.ts.
      await cdp.send('Performance.enable')
      await page.goto(url, { waitUntil: 'load' })
      const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
      await connectButton.waitFor()
      await network.settled()
      // The pointer reaches the button before it is pressed, as in bench/speed.ts.
      await timedHover(page, cdp, connectButton, network)
      const dialogBeforeClick = await page.evaluate(
        () => !!document.querySelector('airlock-modal')?.shadowRoot?.querySelector('[role=dialog]'),
      )
      const open = await tracedClick(
        browser,
        page,
        cdp,
        connectButton,
        { buttonWith: walletName },
        locate,
      )
      const heap = withHeap ? await heapSnapshot(cdp) : undefined
      await network.settled()
      const walletButton = page.getByRole('button', { name: walletName })
      const connect = await tracedClick(
        browser,
        page,
        cdp,
        walletButton,
        { button: shortAddress(wallet.address) },
        locate,
      )
      round = { open, connect, dialogBeforeClick, ...(heap ? { heap } : {}) }
    } finally {
      await cdp.detach().catch(() => {})
    }
  })
  if (!round) throw new Error(`${url}: traced nothing`)
  return round
}

/**
 * Every traced click's raw trace and CPU profile (`.cpuprofile`, for devtools), kept when
 * BENCH_TRACE_DIR names a directory to save them in.
 */
const rawTraces: Buffer[] = []
const rawProfiles: unknown[] = []

const ms = (value: number) => Math.round(value * 10) / 10

/** Medians over rounds of each key of `pick`'s record (a key missing from a round counts 0). */
function medianRecord(rounds: Traced[], pick: (traced: Traced) => Record<string, number>) {
  const keys = new Set(rounds.flatMap((traced) => Object.keys(pick(traced))))
  return Object.fromEntries(
    [...keys].map((key) => [key, median(rounds.map((t) => pick(t)[key] ?? 0))]),
  )
}

function printComparison(byPage: Record<PageName, PageRound[]>) {
  for (const interaction of interactions) {
    const of = (name: PageName) => byPage[name].map((round) => round[interaction])
    const row = (name: PageName, part: 'main' | 'untilShown') => {
      const rounds = of(name)
      const groups = medianRecord(rounds, (t) => groupSelfTime(t[part].selfMs))
      return {
        page: name,
        'click→shown': ms(median(rounds.map((t) => t.clickMs))),
        'task ms': ms(median(rounds.map((t) => t[part].taskMs))),
        script: ms(groups.script ?? 0),
        compile: ms(groups.compile ?? 0),
        style: ms(groups.style ?? 0),
        layout: ms(groups.layout ?? 0),
        paint: ms(groups.paint ?? 0),
        gc: ms(groups.gc ?? 0),
        other: ms(groups.other ?? 0),
        forced: `${median(rounds.map((t) => t[part].forced))} (${ms(median(rounds.map((t) => t[part].forcedMs)))} ms)`,
      }
    }
    console.log(`\n${interaction}: main thread from the click to the target seen, medians (ms)`)
    console.table(pages.map((name) => row(name, 'untilShown')))
    console.log(`${interaction}: the same until the frame after it (the bench's CPU window)`)
    console.table(pages.map((name) => row(name, 'main')))
    const events = pages.map((name) => medianRecord(of(name), (t) => t.main.selfMs))
    const eventNames = [...new Set(events.flatMap((record) => Object.keys(record)))]
    console.log(`${interaction}: trace events by self time (ms), the top 14 of the Airlock page`)
    console.table(
      eventNames
        .map((name) => ({
          event: name,
          bare: ms(events[0]?.[name] ?? 0),
          airlock: ms(events[1]?.[name] ?? 0),
        }))
        .sort((a, b) => b.airlock - a.airlock)
        .slice(0, 14),
    )
    for (const name of pages)
      console.log(
        `${interaction}, ${name}: wallet requests (first round): ${of(name)[0]?.walletRequests.join(', ') || 'none'}`,
      )
    const causes = pages.map((name) => medianRecord(of(name), (t) => t.causes))
    console.log(`${interaction}: CPU profile by cause (ms, medians; see profileByCause)`)
    console.table(
      [...new Set(causes.flatMap((record) => Object.keys(record)))]
        .map((name) => ({
          cause: name,
          bare: ms(causes[0]?.[name] ?? 0),
          airlock: ms(causes[1]?.[name] ?? 0),
        }))
        .sort((a, b) => b.airlock - a.airlock),
    )
    const modules = pages.map((name) => medianRecord(of(name), (t) => t.modules))
    const moduleNames = [...new Set(modules.flatMap((record) => Object.keys(record)))]
    console.log(
      `${interaction}: CPU profile self time by source module (ms), the top 20 of the Airlock page`,
    )
    console.table(
      moduleNames
        .map((name) => ({
          module: name,
          bare: ms(modules[0]?.[name] ?? 0),
          airlock: ms(modules[1]?.[name] ?? 0),
        }))
        .sort((a, b) => b.airlock - a.airlock)
        .slice(0, 20),
    )
  }
  console.log(
    `\nairlock: the dialog was in the page (hidden) before the open click in ${
      byPage.airlock.filter((round) => round.dialogBeforeClick).length
    } of ${byPage.airlock.length} rounds`,
  )
  const heaps = pages.map((name) => byPage[name][0]?.heap)
  console.log('\nheap with the Connect view open (first round, after two collections): KiB by kind')
  const types = [...new Set(heaps.flatMap((heap) => Object.keys(heap?.byType ?? {})))]
  console.table(
    types
      .map((type) => ({
        kind: type,
        bare: Math.round(heaps[0]?.byType[type] ?? 0),
        airlock: Math.round(heaps[1]?.byType[type] ?? 0),
      }))
      .sort((a, b) => b.airlock - b.bare - (a.airlock - a.bare)),
  )
  for (const [index, name] of pages.entries()) {
    const heap = heaps[index]
    if (!heap) continue
    console.log(`${name}: heap ${Math.round(heap.totalKiB)} KiB; largest strings (KiB):`)
    console.table(heap.largestStrings.map((item) => ({ kiB: ms(item.kiB), starts: item.text })))
    console.log(`${name}: largest kinds by name (KiB):`)
    console.table(Object.entries(heap.byConstructor).map(([kind, kiB]) => ({ kind, kiB: ms(kiB) })))
  }
}

/** Builds, serves and traces both pages against a stack of its own; prints and saves the figures. */
export async function runSpeedTrace(outputFile: string) {
  const rounds = Number(process.env.BENCH_TRACE_ROUNDS ?? 5)
  const rate = Number(process.env.BENCH_TRACE_RATE ?? 1)
  await withStandaloneStack(
    async ({ apiUrl, rpcUrls }) => {
      const outDir = mkdtempSync(join(tmpdir(), 'airlock-speed-trace-'))
      const servers: { close(): Promise<void> }[] = []
      const browser = await launchChromium()
      try {
        const chains = benchChains(rpcUrls)
        const define = {
          'import.meta.env.AIRLOCK_API_URL': JSON.stringify(apiUrl),
          'import.meta.env.BENCH_CHAINS': JSON.stringify(chains),
        }
        const urls = {} as Record<PageName, string>
        const locators = {} as Record<PageName, ReturnType<typeof sourceLocator>>
        for (const name of pages) {
          const dir = join(outDir, name)
          await buildFixture(`floor-${name}`, dir, define, { sourcemap: true })
          locators[name] = sourceLocator(dir)
          // The build and its source maps, to name the saved profiles' functions.
          if (process.env.BENCH_TRACE_DIR)
            cpSync(dir, join(process.env.BENCH_TRACE_DIR, `build-${name}`), { recursive: true })
          const server = await serveDirectory(dir)
          servers.push(server)
          urls[name] = server.url
        }
        const walletChains = chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name }))
        const byPage: Record<PageName, PageRound[]> = { bare: [], airlock: [] }
        console.log(
          `speed-trace: ${rounds} rounds at ${rate}× throttling, load average ${loadavg().map(ms).join(', ')}`,
        )
        // One unmeasured round first, as bench/speed.ts does.
        for (let round = -1; round < rounds; round++) {
          const order = round % 2 === 0 ? pages : ([...pages].reverse() as PageName[])
          for (const name of order) {
            rawTraces.length = 0
            rawProfiles.length = 0
            const traced = await tracePage(
              browser,
              urls[name],
              rate,
              walletChains,
              locators[name],
              round === 0,
            )
            if (round >= 0) byPage[name].push(traced)
            if (round >= 0 && process.env.BENCH_TRACE_DIR)
              for (const [index, trace] of rawTraces.entries()) {
                const file = join(
                  process.env.BENCH_TRACE_DIR,
                  `${name}-${round}-${interactions[index]}`,
                )
                writeFileSync(`${file}.json`, trace)
                writeFileSync(`${file}.cpuprofile`, JSON.stringify(rawProfiles[index] ?? {}))
              }
          }
        }
        console.log(`speed-trace: done, load average ${loadavg().map(ms).join(', ')}`)
        printComparison(byPage)
        writeFileSync(
          outputFile,
          `${JSON.stringify({ date: new Date().toISOString(), rate, rounds, loadAverage: loadavg(), byPage }, null, 2)}\n`,
        )
        console.log(`wrote every round into ${outputFile}`)
      } finally {
        await browser.close()
        for (const server of servers) await server.close()
        rmSync(outDir, { recursive: true, force: true })
      }
      // As `npm run bench -- speed`: a busy machine may take minutes to seed a fresh devnet.
    },
    { timeoutMs: 240_000 },
  )
}
