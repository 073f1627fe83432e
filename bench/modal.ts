/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// What Airlock costs a dapp, on production builds in headless Chromium: first-load JS of a
// minimal dapp with Airlock against the same dapp without it (bench/fixtures/), the modal's
// lazily loaded chunks, click → dialog listing the injected wallet (first open, reopen, and with
// the Airlock server never answering), click on the wallet → address on the button, and the JS
// heap with the modal open. Run it on its own (starts the stack on free ports; set
// BENCH_DATA_DIR to a seeded data dir to skip the devnet's first-start seeding):
//   node --conditions=@airlock/source --import tsx bench/modal.ts
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { injectTestWallet } from '@airlock/test-kit'
import type { Browser, Page } from '@playwright/test'
import { buildFixture, chunksOf, type ModalChunk } from './fixtureBuild.ts'
import {
  heapMiB,
  jsRequested,
  loadInteractive,
  shortAddress,
  timeClick,
  timeWalletRequests,
  withContext,
} from './pageTiming.ts'
import { median, serveDirectory } from './serveDirectory.ts'
import { benchChains, launchChromium, withStandaloneStack } from './standalone.ts'

const walletName = 'Airlock Test Wallet'
const connectLabel = 'Connect Wallet'

export type { ModalChunk }

export type BenchModalParameters = {
  /** Base URL of a running Airlock server: the fixture's `apiUrl`. */
  apiUrl: string
  /** RPC URL of each running devnet chain, by chain id: the fixture's networks and the wallet's. */
  rpcUrls: Record<number, string>
  /** Measured page loads per figure, the median reported. Defaults to `7`. */
  runs?: number | undefined
}

/** A built chunk, its gzip size (level 9), and whether the page loads it before first paint. */

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
    const chains = benchChains(rpcUrls)
    const define = {
      'import.meta.env.AIRLOCK_API_URL': JSON.stringify(apiUrl),
      'import.meta.env.BENCH_CHAINS': JSON.stringify(chains),
      'import.meta.env.BENCH_SOLANA': 'null',
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
    browser = await launchChromium()
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

const load = (page: Page, url: string) => loadInteractive(page, url, connectLabel)

async function closeModal(page: Page) {
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await withStandaloneStack(async ({ apiUrl, rpcUrls }) => {
    console.log(JSON.stringify(await benchModal({ apiUrl, rpcUrls }), null, 2))
  })
}
