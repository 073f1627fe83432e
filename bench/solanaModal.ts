/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// What Solana costs the modal, on production builds in headless Chromium (issue 21): the bench's
// Airlock dapp (bench/fixtures/airlock/) built without Solana and with a Solana cluster offered,
// their first-load JS and what Chromium requested before first paint (no Solana chunk may be
// among it); on a page with the EVM test wallet alone, which Solana code loads at all; and with
// the test wallet in both namespaces (EIP-6963 and the Wallet Standard, one name): EVM connected
// first, then Solana added through Networks, click on the wallet's Solana side → the Connect
// button shows the Solana account, and the JS heap with both namespaces connected. Run it on its
// own with `npm run bench -- solana-modal` (or `node --conditions=@airlock/source --import tsx
// bench/solanaModal.ts`; BENCH_DATA_DIR as for bench/modal.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { readManifest } from '@airlock/devnet'
import { injectSolanaTestWallet, injectTestWallet } from '@airlock/test-kit'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { budgets, withinBudget } from './budgets.ts'
import { buildFixture, chunksOf, lazyFilesOf, type ModalChunk } from './fixtureBuild.ts'
import { mergeResults } from './mergeResults.ts'
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
import { loadAverage, round } from './stats.ts'

const walletName = 'Airlock Test Wallet'
const connectLabel = 'Connect Wallet'

export type BenchSolanaModalParameters = {
  /** Base URL of a running Airlock server: the fixture's `apiUrl`. */
  apiUrl: string
  /** RPC URL of each running devnet EVM chain, by chain id. */
  rpcUrls: Record<number, string>
  /** The running devnet's Solana RPC: the fixture's cluster and the Solana test wallet's. */
  solanaRpcUrl: string
  /** Measured page loads, the median reported. Defaults to `5`. */
  runs?: number | undefined
}

export type BenchSolanaModalReturnType = {
  /** Medians: KiB of gzip, ms, MiB. */
  figures: Record<string, number>
  /** Every run's value of each timed figure, in run order. */
  runs: Record<string, number[]>
  /** The chunks of both builds. */
  chunks: { evm: ModalChunk[]; solana: ModalChunk[] }
  /** The Solana build's chunks that only Solana's modules load (see `lazyFilesOf`). */
  solanaChunks: string[]
  /** JS requested before first-contentful-paint (first run), and whether it is the manifest's. */
  requestedBeforePaint: string[]
  beforePaintAsManifest: boolean
  /** With the EVM test wallet alone: JS requested after first paint until the page was idle. */
  loadedWithoutSolanaWallet: string[]
  /** With the wallet in both namespaces: JS requested after first paint, before the first click. */
  loadedWithSolanaWallet: string[]
}

/**
 * Builds the Airlock fixture with and without a Solana cluster, serves both, and measures the
 * Solana one in headless Chromium, a new browser context per run.
 *
 * @param parameters - The running server and chains the fixture talks to.
 * @returns Medians by figure, every run, both builds' chunks and what the browser loaded when.
 *
 * @example
 * import { benchSolanaModal } from './bench/solanaModal.ts'
 * const solana = await benchSolanaModal({ apiUrl, rpcUrls, solanaRpcUrl })
 * console.log(solana.figures.connectMs)
 */
export async function benchSolanaModal({
  apiUrl,
  rpcUrls,
  solanaRpcUrl,
  runs = 5,
}: BenchSolanaModalParameters): Promise<BenchSolanaModalReturnType> {
  const outDir = mkdtempSync(join(tmpdir(), 'airlock-bench-solana-modal-'))
  let browser: Browser | undefined
  const servers: { close(): Promise<void> }[] = []
  try {
    const cluster = readManifest().solana
    if (!cluster) throw new Error('The devnet manifest has no Solana chain')
    const { name, symbol, decimals } = cluster.nativeCurrency
    const solanaNetwork = {
      caipNetworkId: cluster.caipNetworkId,
      name: cluster.name,
      rpcUrl: solanaRpcUrl,
      nativeCurrency: { name, symbol, decimals },
    }
    const chains = benchChains(rpcUrls)
    const define = (solana: typeof solanaNetwork | null) => ({
      'import.meta.env.AIRLOCK_API_URL': JSON.stringify(apiUrl),
      'import.meta.env.BENCH_CHAINS': JSON.stringify(chains),
      'import.meta.env.BENCH_SOLANA': JSON.stringify(solana),
    })
    const evmDir = join(outDir, 'evm')
    const solanaDir = join(outDir, 'solana')
    await buildFixture('airlock', evmDir, define(null))
    await buildFixture('airlock', solanaDir, define(solanaNetwork))
    const chunks = { evm: chunksOf(evmDir), solana: chunksOf(solanaDir) }
    const kib = (list: ModalChunk[]) => list.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) / 1024
    const firstLoad = (list: ModalChunk[]) => list.filter((chunk) => chunk.firstLoad)
    // Solana's code: the modules under adapters/solana, the modal's Solana views and the Solana
    // swap check, loaded by dynamic import, with what they alone import.
    const solanaFiles = lazyFilesOf(solanaDir, /solana/i)
    const solanaOnly = chunks.solana.filter((chunk) => solanaFiles.includes(chunk.file))

    const site = await serveDirectory(solanaDir)
    servers.push(site)
    browser = await launchChromium()
    const walletChains = chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name }))
    const walletCluster = { caipNetworkId: cluster.caipNetworkId, rpcUrl: solanaRpcUrl }
    const samples: Record<string, number[]> = {}
    const sample = (key: string, value: number) => {
      samples[key] = [...(samples[key] ?? []), value]
    }
    let requestedBeforePaint: string[] = []
    let loadedWithSolanaWallet: string[] = []
    let loadedWithoutSolanaWallet: string[] = []

    // The EVM wallet alone: what of Solana's code does a page offering Solana load at all?
    await withContext(browser, async (context) => {
      const page = await context.newPage()
      await injectTestWallet(page, { chains: walletChains, info: { name: walletName } })
      const loaded = await load(page, site.url)
      // The probe has looked for a Solana wallet (and found none) before this is read.
      await chunkArrived(page, 'probeSolanaWallets')
      loadedWithoutSolanaWallet = (await jsRequested(page, loaded.fcpMs)).files
      sample('evmOnly.heapMiB', await heapMiB(context, page))
    })

    for (let run = 0; run < runs; run++) {
      await withContext(browser, async (context) => {
        await context.addInitScript(timeWalletRequests)
        const page = await context.newPage()
        const evm = await injectTestWallet(page, {
          chains: walletChains,
          info: { name: walletName },
        })
        const solana = await injectSolanaTestWallet(page, { chain: walletCluster })
        const loaded = await load(page, site.url)
        sample('fcpMs', loaded.fcpMs)
        // The probe found the Solana wallet and the adapter loaded: the wallet's row then has
        // both namespaces (before, it is the EVM wallet alone).
        await chunkArrived(page, 'solanaInStore')
        const dialog = page.getByRole('dialog')

        // EVM first: the wallet's one row asks which namespace (ConnectingMultiChain).
        const opened = await timeClick(page, page.getByRole('button', { name: connectLabel }), {
          dialogWith: walletName,
        })
        if (run === 0) {
          requestedBeforePaint = loaded.jsBeforePaint
          loadedWithSolanaWallet = (await jsRequested(page, loaded.fcpMs, opened.clickedAt)).files
        }
        await dialog.getByRole('button', { name: new RegExp(walletName) }).click()
        await pickNamespace(page, 'EVM')
        await page.getByRole('button', { name: shortAddress(evm.address) }).waitFor()
        sample('evmConnected.heapMiB', await heapMiB(context, page))

        // Then Solana: Account → Networks → the cluster → Connect, the row, its Solana side.
        await page.getByRole('button', { name: shortAddress(evm.address) }).click()
        await dialog.getByRole('button', { name: /^Network: .*Switch network$/ }).click()
        await dialog.getByRole('button', { name: new RegExp(cluster.name) }).click()
        await dialog.getByRole('button', { name: connectLabel }).click()
        await dialog.getByRole('button', { name: new RegExp(walletName) }).click()
        const connected = await timeClick(
          page,
          page
            .getByRole('dialog', { name: 'Select Chain' })
            .getByRole('button', { name: 'Solana' }),
          { button: shortAddress(solana.address) },
        )
        sample('connectMs', connected.committedMs)
        sample('connectPaintedMs', connected.paintedMs)
        // The test wallet answers from Node through a Playwright binding: this much of connectMs
        // was spent waiting for it.
        sample('connect.walletMs', connected.walletMs)
        await dialog.waitFor({ state: 'hidden' })
        sample('bothConnected.heapMiB', await bothConnectedHeap(context, page))
      })
    }

    const solanaFirstLoad = firstLoad(chunks.solana)
    const figures: Record<string, number> = {
      'firstLoad.evmKiB': kib(firstLoad(chunks.evm)),
      'firstLoad.solanaKiB': kib(solanaFirstLoad),
      'firstLoad.deltaKiB': kib(solanaFirstLoad) - kib(firstLoad(chunks.evm)),
      // Solana chunks among the JS Chromium requested before first paint: 0 when it loads lazily.
      'firstPaint.solanaChunks': solanaOnly.filter((chunk) =>
        requestedBeforePaint.includes(`/${chunk.file}`),
      ).length,
      'lazy.solanaKiB': kib(solanaOnly.filter((chunk) => !chunk.firstLoad)),
      ...Object.fromEntries(Object.entries(samples).map(([key, values]) => [key, median(values)])),
    }
    return {
      figures,
      runs: samples,
      chunks,
      solanaChunks: solanaOnly.map((chunk) => chunk.file),
      requestedBeforePaint,
      beforePaintAsManifest:
        requestedBeforePaint.length === solanaFirstLoad.length &&
        solanaFirstLoad.every((chunk) => requestedBeforePaint.includes(`/${chunk.file}`)),
      loadedWithoutSolanaWallet,
      loadedWithSolanaWallet,
    }
  } finally {
    await browser?.close()
    for (const server of servers) await server.close()
    rmSync(outDir, { recursive: true, force: true })
  }
}

/** The heap once both namespaces' balances and lists have settled (the main thread idle). */
async function bothConnectedHeap(context: BrowserContext, page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })),
  )
  return heapMiB(context, page)
}

/** Waits until the page has fetched the chunk named `name`, then until its main thread is idle. */
async function chunkArrived(page: Page, name: string) {
  await page.waitForFunction(
    (chunk) =>
      performance
        .getEntriesByType('resource')
        .some(
          (entry) =>
            entry.name.includes(`/${chunk}-`) &&
            (entry as PerformanceResourceTiming).responseEnd > 0,
        ),
    name,
  )
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })),
  )
}

/** In ConnectingMultiChain, the wallet's side for `namespace`. */
async function pickNamespace(page: Page, namespace: 'EVM' | 'Solana') {
  await page
    .getByRole('dialog', { name: 'Select Chain' })
    .getByRole('button', { name: namespace })
    .click()
}

const load = (page: Page, url: string) => loadInteractive(page, url, connectLabel)

/** Prints the figures, every run, the Solana chunks and what loaded when. */
export function printSolanaModal(result: BenchSolanaModalReturnType) {
  console.log('\nsolana modal: the Airlock fixture with a Solana cluster (KiB gzip, ms, MiB)')
  console.table(
    Object.entries(result.figures).map(([figure, value]) => ({
      figure: `solanaModal.${figure}`,
      median: round(value),
      runs: (result.runs[figure] ?? []).map(round).join(', '),
    })),
  )
  console.log(
    `solana modal: chunks only Solana's modules load: ${result.solanaChunks.join(', ') || 'none'}`,
  )
  console.log(
    `solana modal: JS requested before first-contentful-paint: ${result.requestedBeforePaint.join(', ')} (${
      result.beforePaintAsManifest ? 'as the manifest says' : 'NOT what the manifest says'
    })`,
  )
  console.log(
    `solana modal: JS after first paint with the EVM wallet alone: ${
      result.loadedWithoutSolanaWallet.join(', ') || 'none'
    }`,
  )
  console.log(
    `solana modal: JS after first paint with a Solana wallet on the page: ${
      result.loadedWithSolanaWallet.join(', ') || 'none'
    }`,
  )
}

/** The results file's `solanaModal` section: every run and what loaded when, or the error. */
export function solanaModalDetails(result: BenchSolanaModalReturnType | Error) {
  if (result instanceof Error) return { error: result.message }
  const { figures: _figures, ...details } = result
  return details
}

/**
 * `npm run bench -- solana-modal`: starts a stack on free ports, measures, prints each figure
 * against its budget (bench/budgets.ts) and merges the figures into `resultsFile`.
 */
export async function runSolanaModalOnly(resultsFile: string) {
  await withStandaloneStack(async ({ apiUrl, rpcUrls, solanaRpcUrl }) => {
    console.log(`load average before the run: ${loadAverage()}`)
    const result = await benchSolanaModal({ apiUrl, rpcUrls, solanaRpcUrl })
    printSolanaModal(result)
    const figures = Object.fromEntries(
      Object.entries(result.figures).map(([key, value]) => [`solanaModal.${key}`, value]),
    )
    const rows = Object.entries(budgets)
      .filter(([key]) => key.startsWith('solanaModal.'))
      .map(([figure, budget]) => ({
        figure,
        measured: round(figures[figure] ?? Number.NaN),
        budget: `<= ${budget}`,
        ok: withinBudget(figure, figures[figure] ?? Number.NaN, budget),
      }))
    console.table(rows)
    console.log(`load average after the run: ${loadAverage()}`)
    const missed = rows.filter((row) => !row.ok).map((row) => row.figure)
    mergeResults(resultsFile, {
      prefix: 'solanaModal',
      figures: Object.fromEntries(
        Object.entries(figures).map(([key, value]) => [key, round(value)]),
      ),
      details: solanaModalDetails(result),
      missed,
    })
    console.log(`wrote the solana modal figures into ${resultsFile}`)
    if (missed.length) {
      console.error(`over budget: ${missed.join(', ')}`)
      process.exitCode = 1
    }
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await withStandaloneStack(async ({ apiUrl, rpcUrls, solanaRpcUrl }) => {
    printSolanaModal(await benchSolanaModal({ apiUrl, rpcUrls, solanaRpcUrl }))
  })
  process.exit(process.exitCode ?? 0)
}
