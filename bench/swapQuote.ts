/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The swap's keystroke → quote time in headless Chromium, on a production build: the fixture dapp
// (bench/fixtures/swap/) opens the modal on Swap with ETH → USDC preset; an amount is typed key by
// key, and the time runs from the last keystroke's input event until the quote's output shows in
// the modal (and until the frame after). It includes the 300 ms debounce and the server's
// `GET /v1/convert/quotes` against the devnet's Uniswap V2 router. Run it on its own (starts the
// stack on free ports; BENCH_DATA_DIR as for bench/modal.ts):
//   node --conditions=@airlock/source --import tsx bench/swapQuote.ts
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { injectTestWallet } from '@airlock/test-kit'
import type { Browser } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build, defaultClientConditions } from 'vite'
import { median, serveDirectory } from './serveDirectory.ts'
import { benchChains, launchChromium, withStandaloneStack } from './standalone.ts'

const fixture = fileURLToPath(new URL('fixtures/swap/', import.meta.url))
const walletName = 'Airlock Test Wallet'

export type BenchSwapQuoteParameters = {
  /** Base URL of a running Airlock server: the fixture's `apiUrl`. */
  apiUrl: string
  /** RPC URL of each running devnet chain, by chain id. */
  rpcUrls: Record<number, string>
  /** Amounts typed, the median reported. Defaults to `15`. */
  runs?: number | undefined
}

export type BenchSwapQuoteReturnType = {
  /** Medians, in ms. */
  figures: Record<string, number>
  /** Every run's value of each figure, in run order. */
  runs: Record<string, number[]>
}

/**
 * Measures keystroke → quote in the Swap view: builds the fixture for production, serves it,
 * connects the injected test wallet, opens Swap (ETH → USDC) and types `runs` amounts.
 *
 * @param parameters - The running server and chains the fixture talks to.
 * @returns Medians and every run: `keystrokeToQuoteMs` (the quote in the DOM) and
 * `keystrokeToQuotePaintedMs` (the frame after).
 *
 * @example
 * import { benchSwapQuote } from './bench/swapQuote.ts'
 * const { figures } = await benchSwapQuote({ apiUrl, rpcUrls: { 31337: rpcUrl } })
 */
export async function benchSwapQuote({
  apiUrl,
  rpcUrls,
  runs = 15,
}: BenchSwapQuoteParameters): Promise<BenchSwapQuoteReturnType> {
  const outDir = mkdtempSync(join(tmpdir(), 'airlock-bench-swap-'))
  let browser: Browser | undefined
  let server: { url: string; close(): Promise<void> } | undefined
  try {
    const chains = benchChains(rpcUrls)
    await build({
      root: fixture,
      configFile: false,
      mode: 'production',
      logLevel: 'warn',
      clearScreen: false,
      plugins: [react()],
      // Workspace packages from their TypeScript sources, as apps/web/vite.config.ts builds them.
      resolve: { conditions: ['@airlock/source', ...defaultClientConditions] },
      define: {
        'import.meta.env.AIRLOCK_API_URL': JSON.stringify(apiUrl),
        'import.meta.env.BENCH_CHAINS': JSON.stringify(chains),
      },
      build: { outDir, emptyOutDir: true },
    })
    server = await serveDirectory(outDir)
    browser = await launchChromium()
    const context = await browser.newContext()
    // tsx compiles with esbuild's keepNames, which wraps named functions in `__name(fn, 'name')`:
    // functions serialised into the page need that helper too.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
    const page = await context.newPage()
    const wallet = await injectTestWallet(page, {
      chains: chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
      info: { name: walletName },
    })
    await page.goto(server.url, { waitUntil: 'load' })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('button', { name: walletName }).click()
    await page
      .getByRole('button', { name: `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}` })
      .waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Swap ETH for USDC' }).click()
    const swap = page.getByRole('dialog', { name: 'Swap' })
    await swap.getByRole('button', { name: 'Token to receive: USDC. Change' }).waitFor()
    const amount = swap.getByRole('textbox', { name: 'You pay' })

    const samples: Record<string, number[]> = {}
    for (let run = 0; run < runs; run++) {
      await amount.fill('')
      await swap.getByTestId('swap-output').filter({ hasText: /^0$/ }).waitFor()
      await page.evaluate(armQuoteTimer)
      // A person's pace: about 8 keys a second, each inside the debounce of the one before.
      await amount.pressSequentially(`0.0${(run % 9) + 1}${run}`, { delay: 120 })
      const timing = await page.evaluate(
        () => (window as unknown as ArmedWindow).__airlockBenchQuote,
      )
      samples.keystrokeToQuoteMs = [...(samples.keystrokeToQuoteMs ?? []), timing.shownMs]
      samples.keystrokeToQuotePaintedMs = [
        ...(samples.keystrokeToQuotePaintedMs ?? []),
        timing.paintedMs,
      ]
    }
    await context.close()
    return {
      figures: Object.fromEntries(
        Object.entries(samples).map(([key, values]) => [key, median(values)]),
      ),
      runs: samples,
    }
  } finally {
    await browser?.close()
    await server?.close()
    rmSync(outDir, { recursive: true, force: true })
  }
}

type QuoteTiming = { shownMs: number; paintedMs: number }
type ArmedWindow = Window & { __airlockBenchQuote: Promise<QuoteTiming> }

/**
 * Runs in the page. Notes the time of every input event in the modal's shadow root and resolves
 * `window.__airlockBenchQuote` once the output shows a quote again after the last of them.
 */
function armQuoteTimer() {
  const root = document.querySelector('airlock-modal')?.shadowRoot
  if (!root) throw new Error('The modal is not open')
  let lastInput: number | undefined
  const onInput = (event: Event) => {
    lastInput = event.timeStamp
  }
  root.addEventListener('input', onInput, { capture: true })
  ;(window as unknown as ArmedWindow).__airlockBenchQuote = new Promise((resolve) => {
    const check = () => {
      const output = root.querySelector('[data-testid=swap-output]')
      const shown =
        output?.getAttribute('aria-busy') !== 'true' && /[1-9]/.test(output?.textContent ?? '')
      if (lastInput === undefined || !shown) return
      const start = lastInput
      const shownMs = performance.now() - start
      observer.disconnect()
      root.removeEventListener('input', onInput, { capture: true })
      // rAF runs before the next paint; a task queued from it runs after that paint.
      requestAnimationFrame(() =>
        setTimeout(() => resolve({ shownMs, paintedMs: performance.now() - start })),
      )
    }
    const observer = new MutationObserver(check)
    observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await withStandaloneStack(async ({ apiUrl, rpcUrls }) => {
    console.log(JSON.stringify(await benchSwapQuote({ apiUrl, rpcUrls }), null, 2))
  })
}
