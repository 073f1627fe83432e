/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// What Airlock costs a dapp, on production builds in headless Chromium: first-load JS of a
// minimal dapp with Airlock against the same dapp without it (bench/fixtures/), the modal's
// lazily loaded chunks, click → dialog listing the injected wallet (first open, reopen, and with
// the Airlock server never answering), click on the wallet → address on the button, and the JS
// heap with the modal open. Run it on its own (starts the stack on free ports; set
// BENCH_DATA_DIR to a seeded data dir to skip the devnet's first-start seeding):
//   node --conditions=@airlock/source --import tsx bench/modal.ts
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { getFreePort, readManifest } from '@airlock/devnet'
import { injectTestWallet } from '@airlock/test-kit'
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build, defaultClientConditions } from 'vite'
import { oneCopyPerVersion, singleWagmiCore } from '../apps/web/vitePlugins.ts'
import { median, serveDirectory } from './serveDirectory.ts'
import { startStack } from './startStack.ts'

const fixtures = fileURLToPath(new URL('fixtures/', import.meta.url))
const walletName = 'Airlock Test Wallet'
const connectLabel = 'Connect Wallet'

export type BenchModalParameters = {
  /** Base URL of a running Airlock server: the fixture's `apiUrl`. */
  apiUrl: string
  /** RPC URL of each running devnet chain, by chain id: the fixture's networks and the wallet's. */
  rpcUrls: Record<number, string>
  /** Measured page loads per figure, the median reported. Defaults to `7`. */
  runs?: number | undefined
}

/** A built chunk, its gzip size (level 9), and whether the page loads it before first paint. */
export type ModalChunk = { file: string; name: string; gzipBytes: number; firstLoad: boolean }

export type BenchModalReturnType = {
  /** Medians: KiB of gzip, ms, MiB. */
  figures: Record<string, number>
  /** Every run's value of each timed figure, in run order. */
  runs: Record<string, number[]>
  /** The chunks of both builds. */
  chunks: { bare: ModalChunk[]; airlock: ModalChunk[] }
  /** JS files the browser requested before first-contentful-paint, on the first run. */
  requestedBeforePaint: { bare: string[]; airlock: string[] }
  /** JS files requested after first-contentful-paint but before the first click, on the first run. */
  loadedAfterPaint: string[]
  /** JS files the first open of the modal loaded, on the first run. */
  loadedByFirstOpen: string[]
  /** Requests the page made to the Airlock server while the modal opened, on the first run. */
  apiRequests: string[]
}

type ManifestChunk = {
  file: string
  name?: string
  isEntry?: boolean
  imports?: string[]
}

/**
 * Measures what Airlock adds to a dapp: the two fixture apps under `bench/fixtures/` are built for
 * production with vite, served from a temporary directory and opened in headless Chromium, a new
 * browser context per run.
 *
 * @param parameters - The running server and chains the Airlock fixture talks to.
 * @returns Medians by figure, every run, both builds' chunks and what the browser loaded when.
 *
 * @example
 * import { benchModal } from './bench/modal.ts'
 * const modal = await benchModal({ apiUrl, rpcUrls: { 31337: rpcUrl, 31338: l2RpcUrl } })
 * console.log(modal.figures)
 */
export async function benchModal({
  apiUrl,
  rpcUrls,
  runs = 7,
}: BenchModalParameters): Promise<BenchModalReturnType> {
  const outDir = mkdtempSync(join(tmpdir(), 'airlock-bench-modal-'))
  let browser: Browser | undefined
  const servers: { close(): Promise<void> }[] = []
  try {
    const chains = readManifest().chains.map((chain) => ({
      chainId: chain.chainId,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrl: rpcUrls[chain.chainId] ?? chain.rpcUrl,
      multicall3: chain.contracts.multicall3,
    }))
    const define = {
      'import.meta.env.AIRLOCK_API_URL': JSON.stringify(apiUrl),
      'import.meta.env.BENCH_CHAINS': JSON.stringify(chains),
    }
    const bareDir = join(outDir, 'bare')
    const airlockDir = join(outDir, 'airlock')
    await buildFixture('bare', bareDir, define)
    await buildFixture('airlock', airlockDir, define)
    const chunks = { bare: chunksOf(bareDir), airlock: chunksOf(airlockDir) }
    const firstLoadKiB = (list: ModalChunk[]) =>
      list.filter((chunk) => chunk.firstLoad).reduce((sum, chunk) => sum + chunk.gzipBytes, 0) /
      1024

    const bare = await serveDirectory(bareDir)
    servers.push(bare)
    const airlock = await serveDirectory(airlockDir)
    servers.push(airlock)
    browser = await chromium.launch({
      // Debian's Chromium, launched as e2e/playwright.config.ts does.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    const walletChains = chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name }))
    const apiOrigin = new URL(apiUrl).origin
    const samples: Record<string, number[]> = {}
    const sample = (key: string, value: number) => {
      samples[key] = [...(samples[key] ?? []), value]
    }
    const requestedBeforePaint: BenchModalReturnType['requestedBeforePaint'] = {
      bare: [],
      airlock: [],
    }
    let loadedAfterPaint: string[] = []
    let loadedByFirstOpen: string[] = []
    let apiRequests: string[] = []

    for (let run = 0; run < runs; run++) {
      await withContext(browser, async (context) => {
        const page = await context.newPage()
        const loaded = await load(page, bare.url)
        if (run === 0) requestedBeforePaint.bare = loaded.jsBeforePaint
        sample('bare.fcpMs', loaded.fcpMs)
        sample('bare.heapMiB', await heapMiB(context, page))
      })
    }

    for (let run = 0; run < runs; run++) {
      await withContext(browser, async (context) => {
        await context.addInitScript(timeWalletRequests)
        const page = await context.newPage()
        const wallet = await injectTestWallet(page, {
          chains: walletChains,
          info: { name: walletName },
        })
        const api: string[] = []
        page.on('request', (request) => {
          if (new URL(request.url()).origin === apiOrigin) api.push(request.url())
        })
        const loaded = await load(page, airlock.url)
        sample('airlock.fcpMs', loaded.fcpMs)

        const first = await timeClick(page, page.getByRole('button', { name: connectLabel }), {
          dialogWith: walletName,
        })
        sample('openMs', first.committedMs)
        sample('openPaintedMs', first.paintedMs)
        const openLoaded = await jsRequested(page, first.clickedAt)
        // What is left of the first open once its chunks have arrived is rendering (and waiting).
        sample('open.chunksArrivedMs', Math.max(0, openLoaded.lastArrivedAt - first.clickedAt))
        if (run === 0) {
          requestedBeforePaint.airlock = loaded.jsBeforePaint
          loadedAfterPaint = (await jsRequested(page, loaded.fcpMs, first.clickedAt)).files
          loadedByFirstOpen = openLoaded.files
          apiRequests = [...api]
        }
        await closeModal(page)
        const again = await timeClick(page, page.getByRole('button', { name: connectLabel }), {
          dialogWith: walletName,
        })
        sample('reopenMs', again.committedMs)
        sample('heapMiB', await heapMiB(context, page))

        const connected = await timeClick(
          page,
          page.getByRole('dialog').getByRole('button', { name: walletName }),
          { button: shortAddress(wallet.address) },
        )
        sample('connectMs', connected.committedMs)
        // The test wallet answers from Node through a Playwright binding; a real one would be
        // waiting for the person. This much of connectMs was spent waiting for it.
        sample('connect.walletMs', connected.walletMs)
      })
    }

    for (let run = 0; run < runs; run++) {
      await withContext(browser, async (context) => {
        // The Airlock server never answers: every request to it is held until the context closes.
        await context.route(
          (url) => url.origin === apiOrigin,
          () => new Promise(() => {}),
        )
        const page = await context.newPage()
        await injectTestWallet(page, { chains: walletChains, info: { name: walletName } })
        await load(page, airlock.url)
        const first = await timeClick(page, page.getByRole('button', { name: connectLabel }), {
          dialogWith: walletName,
        })
        sample('serverDown.openMs', first.committedMs)
        await closeModal(page)
        const again = await timeClick(page, page.getByRole('button', { name: connectLabel }), {
          dialogWith: walletName,
        })
        sample('serverDown.reopenMs', again.committedMs)
      })
    }

    const bareKiB = firstLoadKiB(chunks.bare)
    const airlockKiB = firstLoadKiB(chunks.airlock)
    const figures: Record<string, number> = {
      'firstLoad.bareKiB': bareKiB,
      'firstLoad.airlockKiB': airlockKiB,
      'firstLoad.deltaKiB': airlockKiB - bareKiB,
      'lazy.airlockKiB':
        chunks.airlock
          .filter((chunk) => !chunk.firstLoad)
          .reduce((sum, chunk) => sum + chunk.gzipBytes, 0) / 1024,
      ...Object.fromEntries(Object.entries(samples).map(([key, values]) => [key, median(values)])),
    }
    return {
      figures,
      runs: samples,
      chunks,
      requestedBeforePaint,
      loadedAfterPaint,
      loadedByFirstOpen,
      apiRequests,
    }
  } finally {
    await browser?.close()
    for (const server of servers) await server.close()
    rmSync(outDir, { recursive: true, force: true })
  }
}

/** `0x7099…79C8`, as the Connect button shows a connected account. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Builds `bench/fixtures/<name>` for production into `outDir`, with a manifest. */
export async function buildFixture(name: string, outDir: string, define: object) {
  await build({
    root: join(fixtures, name),
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    clearScreen: false,
    // One copy of each module (and so of each chunk) and workspace packages from their TypeScript
    // sources, as apps/web/vite.config.ts builds them.
    plugins: [singleWagmiCore(), oneCopyPerVersion(), react()],
    resolve: { conditions: ['@airlock/source', ...defaultClientConditions] },
    define,
    build: { outDir, emptyOutDir: true, manifest: true },
  })
}

/**
 * Every JS chunk of a build from its manifest. First load is what the page loads before it can
 * paint: the entry and, transitively, its static imports; everything else loads on demand.
 */
export function chunksOf(outDir: string): ModalChunk[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const firstLoad = new Set<string>()
  const visit = (key: string) => {
    if (firstLoad.has(key)) return
    firstLoad.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({
      file: chunk.file,
      name: chunk.name ?? key,
      gzipBytes: gzipSync(readFileSync(join(outDir, chunk.file)), { level: 9 }).length,
      firstLoad: firstLoad.has(key),
    }))
    .sort((a, b) => Number(b.firstLoad) - Number(a.firstLoad) || b.gzipBytes - a.gzipBytes)
}

/** A new browser context per run: empty cache and storage, so every load is a first visit. */
export async function withContext(
  browser: Browser,
  run: (context: BrowserContext) => Promise<void>,
) {
  const context = await browser.newContext()
  // tsx compiles with esbuild's keepNames, which wraps named functions in `__name(fn, 'name')`:
  // functions serialised into the page (the test wallet, the click timer) need that helper too.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
  try {
    await run(context)
  } finally {
    await context.close()
  }
}

/**
 * The JS files the page requested from `from` until `to` (ms since navigation), and when the last
 * of them had arrived.
 */
function jsRequested(
  page: Page,
  from: number,
  to = Number.MAX_VALUE,
): Promise<{ files: string[]; lastArrivedAt: number }> {
  return page.evaluate(
    ([from, to]) => {
      const entries = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).filter(
        (entry) =>
          entry.startTime >= from &&
          entry.startTime < to &&
          new URL(entry.name).pathname.endsWith('.js'),
      )
      return {
        files: entries.map((entry) => new URL(entry.name).pathname),
        lastArrivedAt: Math.max(0, ...entries.map((entry) => entry.responseEnd)),
      }
    },
    [from, to] as const,
  )
}

type WalletTimed = Window & { __walletMs: number; __walletAskedAt: number[] }

/**
 * Runs in the page before its scripts: wraps the `request` of every EIP-6963 wallet announced and
 * adds up, in `window.__walletMs`, the time during which a request to it was in flight; the start
 * of each request goes to `window.__walletAskedAt`.
 */
export function timeWalletRequests() {
  const timed = window as unknown as WalletTimed
  timed.__walletMs = 0
  timed.__walletAskedAt = []
  let inFlight = 0
  let since = 0
  const wrapped = new WeakSet<object>()
  addEventListener('eip6963:announceProvider', (event) => {
    const provider = (event as CustomEvent<{ provider?: { request(args: unknown): unknown } }>)
      .detail?.provider
    if (!provider || wrapped.has(provider)) return
    wrapped.add(provider)
    const request = provider.request.bind(provider)
    provider.request = async (args: unknown) => {
      timed.__walletAskedAt.push(performance.now())
      if (inFlight++ === 0) since = performance.now()
      try {
        return await request(args)
      } finally {
        if (--inFlight === 0) timed.__walletMs += performance.now() - since
      }
    }
  })
}

/**
 * Opens the page and waits until it is interactive: loaded, the Connect button shown and the main
 * thread idle. Returns first-contentful-paint and the JS files requested before it.
 */
async function load(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' })
  await page.getByRole('button', { name: connectLabel }).waitFor()
  const painted = await page.evaluate(
    () =>
      new Promise<{ fcpMs: number; jsBeforePaint: string[] }>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const fcp = list.getEntriesByName('first-contentful-paint')[0]
          if (!fcp) return
          observer.disconnect()
          const jsBeforePaint = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime < fcp.startTime)
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => path.endsWith('.js'))
          resolve({ fcpMs: fcp.startTime, jsBeforePaint })
        }).observe({ type: 'paint', buffered: true })
      }),
  )
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 })),
  )
  return painted
}

/** Forces garbage collection, then reads the page's used JS heap. */
export async function heapMiB(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return usedSize / 1024 / 1024
  } finally {
    await cdp.detach()
  }
}

async function closeModal(page: Page) {
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
}

/** What a click should bring: a dialog listing a wallet, or a button with this text. */
export type ClickTarget =
  | { dialogWith: string }
  | { button: string }
  /** A shown button whose text contains this, in a dialog or not. */
  | { buttonWith: string }

/**
 * Clicks `locator` and returns, measured in the page with `performance.now()`, the ms from the
 * click event (at `clickedAt`) to the DOM showing `target` (`committedMs`), and to the frame after
 * (`paintedMs`).
 */
export async function timeClick(
  page: Page,
  locator: ReturnType<Page['getByRole']>,
  target: ClickTarget,
): Promise<ClickTiming> {
  await locator.waitFor()
  await page.evaluate(armClickTimer, target)
  await locator.click()
  return clickTiming(page)
}

export type ClickTiming = {
  clickedAt: number
  committedMs: number
  paintedMs: number
  /** Of `committedMs`, the time a request to the wallet was in flight (`timeWalletRequests`). */
  walletMs: number
  /** From the click to the first request to the wallet; `NaN` when none was made. */
  askedMs: number
}
type ArmedWindow = Window & { __airlockBenchClick: Promise<ClickTiming> }

/** The timing `armClickTimer` leaves in the page, once its target is shown. */
export function clickTiming(page: Page): Promise<ClickTiming> {
  return page.evaluate(() => (window as unknown as ArmedWindow).__airlockBenchClick)
}

/**
 * Runs in the page. From the next click, watches the DOM, open shadow roots included, until
 * `target` is shown; the result is left in `window.__airlockBenchClick`.
 */
export function armClickTimer(target: ClickTarget) {
  const deepQueryAll = (root: ParentNode, selector: string): Element[] => {
    const found = [...root.querySelectorAll(selector)]
    for (const element of root.querySelectorAll('*'))
      if (element.shadowRoot) found.push(...deepQueryAll(element.shadowRoot, selector))
    return found
  }
  const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true })
  const reached = () =>
    'dialogWith' in target
      ? deepQueryAll(document, '[role=dialog]').some(
          (dialog) =>
            shown(dialog) &&
            deepQueryAll(dialog, 'button').some(
              (button) => shown(button) && button.textContent?.includes(target.dialogWith),
            ),
        )
      : 'buttonWith' in target
        ? deepQueryAll(document, 'button').some(
            (button) => shown(button) && button.textContent?.includes(target.buttonWith),
          )
        : deepQueryAll(document, 'button').some(
            (button) => shown(button) && button.textContent?.trim() === target.button,
          )
  if (reached()) throw new Error(`already shown before the click: ${JSON.stringify(target)}`)

  const observed = new WeakSet<Node>()
  const observer = new MutationObserver(() => check())
  const observe = (root: Node) => {
    if (observed.has(root)) return
    observed.add(root)
    observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
  }
  const walletMs = () => (window as unknown as Partial<WalletTimed>).__walletMs ?? 0
  let clickedAt: number | undefined
  let walletAtClick = 0
  let finished = false
  let resolve: (value: ClickTiming) => void = () => {}
  const check = () => {
    if (clickedAt === undefined || finished) return
    // A shadow root added since (the modal's host) is watched from now on.
    for (const element of deepQueryAll(document, '*'))
      if (element.shadowRoot) observe(element.shadowRoot)
    if (!reached()) return
    finished = true
    observer.disconnect()
    const start = clickedAt
    const committedMs = performance.now() - start
    const walletSpent = walletMs() - walletAtClick
    const askedAt = ((window as unknown as Partial<WalletTimed>).__walletAskedAt ?? []).find(
      (at) => at >= start,
    )
    // rAF runs before the next paint; a task queued from it runs after that paint.
    requestAnimationFrame(() =>
      setTimeout(() =>
        resolve({
          clickedAt: start,
          committedMs,
          paintedMs: performance.now() - start,
          walletMs: walletSpent,
          askedMs: askedAt === undefined ? Number.NaN : askedAt - start,
        }),
      ),
    )
  }
  observe(document)
  ;(window as unknown as ArmedWindow).__airlockBenchClick = new Promise((done) => {
    resolve = done
  })
  addEventListener(
    'click',
    (event) => {
      clickedAt = event.timeStamp
      walletAtClick = walletMs()
      // The click's own handlers run after this listener: check once they have.
      setTimeout(check)
    },
    { capture: true, once: true },
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ports: number[] = []
  while (ports.length < 6) {
    const port = await getFreePort()
    if (!ports.includes(port)) ports.push(port)
  }
  const [devnet = 0, devnetL2 = 0, server = 0, secure = 0, sandbox = 0, web = 0] = ports
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'airlock-bench-'))
  const stack = await startStack({
    ports: {
      DEVNET_PORT: devnet,
      DEVNET_L2_PORT: devnetL2,
      PORT: server,
      SECURE_PORT: secure,
      SANDBOX_PORT: sandbox,
      WEB_PORT: web,
    },
    dataDir,
    timeoutMs: 120_000,
  })
  try {
    const result = await benchModal({
      apiUrl: `http://127.0.0.1:${server}`,
      rpcUrls: { 31337: `http://127.0.0.1:${devnet}`, 31338: `http://127.0.0.1:${devnetL2}` },
    })
    console.log(JSON.stringify(result, null, 2))
  } finally {
    await stack.stop()
    if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true })
  }
}
