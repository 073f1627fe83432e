import { pathToFileURL } from 'node:url'
import type { Browser, Page } from '@playwright/test'
import { median } from './serveDirectory.ts'
import { launchChromium, withStandaloneStack } from './standalone.ts'
import { signOut, waitForConnected } from './webAppSteps.ts'

export type BenchSocialParameters = {
  /** The running stack's web app, e.g. `http://localhost:3000`. */
  webUrl: string
  /** Logins measured, the first of them making the wallet. Defaults to `8`. */
  runs?: number | undefined
}

export type BenchSocialReturnType = {
  /**
   * Medians, in ms: `clickToPopupMs` (every run), `callbackToConnectedMs` (the returning
   * logins), `callbackToConnectedNewWalletMs` (the first login, which makes the wallet).
   */
  figures: Record<string, number>
  /** Every run's value of each figure, in run order. */
  runs: Record<string, number[]>
}

type BenchWindow = Window & {
  __airlockBenchPopup?: {
    clickAt: number | undefined
    calledAt: number
    openedAt: number
    inClick: boolean
  }
}

/**
 * Logs in with Google `runs` times in one browser and measures each login's click → popup open
 * and callback → connected.
 *
 * @param parameters - The running web app.
 * @returns Medians and every run.
 *
 * @example
 * import { benchSocial } from './bench/social.ts'
 * const { figures } = await benchSocial({ webUrl: 'http://localhost:3000' })
 */
export async function benchSocial({
  webUrl,
  runs = 8,
}: BenchSocialParameters): Promise<BenchSocialReturnType> {
  let browser: Browser | undefined
  try {
    browser = await launchChromium()
    const context = await browser.newContext()
    const marks = new Map<string, number>()
    await context.exposeBinding('__airlockBenchMark', (_source, name: string, at: number) => {
      marks.set(name, at)
    })
    // tsx's keepNames helper, for functions serialised into the pages (see bench/swapQuote.ts).
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
    await context.addInitScript(markPages, new URL(webUrl).origin)
    const page = await context.newPage()
    await page.goto(webUrl, { waitUntil: 'load' })
    const samples: Record<string, number[]> = {}
    const add = (figure: string, value: number) => {
      samples[figure] = [...(samples[figure] ?? []), value]
    }
    for (let run = 0; run < runs; run++) {
      marks.clear()
      const connected = page.evaluate(waitForConnected)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const opened = page.waitForEvent('popup')
      await page
        .getByRole('list', { name: 'Log in with a social account' })
        .getByRole('button', { name: 'Google', exact: true })
        .click()
      const popup = await opened
      const timing = await page.evaluate(() => (window as BenchWindow).__airlockBenchPopup)
      const inClick = timing?.inClick && timing.clickAt !== undefined
      add('clickToPopupMs', inClick ? timing.openedAt - (timing.clickAt ?? 0) : Number.NaN)
      // Of which the browser's `window.open` itself (making the window), and the rest our code.
      add('clickToPopup.windowOpenMs', inClick ? timing.openedAt - timing.calledAt : Number.NaN)
      await logInAtProvider(popup)
      const connectedAt = await connected
      const callbackAt = marks.get('callback') ?? Number.NaN
      add(
        run === 0 ? 'callbackToConnectedNewWalletMs' : 'callbackToConnectedMs',
        connectedAt - callbackAt,
      )
      await signOut(page)
    }
    await context.close()
    return {
      figures: Object.fromEntries(
        Object.entries(samples).map(([key, values]) => [key, median(values)]),
      ),
      // Every run to 0.1 ms.
      runs: Object.fromEntries(
        Object.entries(samples).map(([key, values]) => [
          key,
          values.map((value) => Math.round(value * 10) / 10),
        ]),
      ),
    }
  } finally {
    await browser?.close()
  }
}

/**
 * Prints the figures: medians and every run (ms; the first login makes the wallet).
 *
 * @param social - What `benchSocial` measured.
 *
 * @example
 * printSocial(await benchSocial({ webUrl }))
 */
export function printSocial(social: BenchSocialReturnType) {
  console.log('\nsocial: Google in the sandbox, Chromium (ms)')
  console.table(
    Object.entries(social.figures).map(([figure, value]) => ({
      figure: `social.${figure}`,
      median: Math.round(value * 10) / 10,
      runs: (social.runs[figure] ?? []).join(', '),
    })),
  )
}

/** The provider's login and consent pages, when it shows them (it may remember Carol). */
async function logInAtProvider(popup: Page) {
  const closed = popup.waitForEvent('close', { timeout: 60_000 }).then(() => 'closed' as const)
  const carol = popup.getByRole('button', { name: /Carol Newcomer/ })
  const shown = carol.waitFor({ timeout: 60_000 }).then(() => 'login' as const)
  if ((await Promise.race([closed, shown.catch(() => 'closed' as const)])) === 'closed') return
  await carol.click()
  await popup.getByRole('button', { name: 'Allow' }).click()
}

/**
 * Runs in every page of the context, at its start. In the dapp's page: notes each click's time
 * and wraps `window.open` to note when it returned, and whether inside the click. In the secure
 * origin's callback page: reports when it started, on the clock both pages share.
 */
function markPages(dappOrigin: string) {
  const bench = window as unknown as BenchWindow & {
    __airlockBenchMark?: (name: string, at: number) => Promise<void>
  }
  if (location.pathname === '/social/callback') {
    void bench.__airlockBenchMark?.('callback', performance.timeOrigin + performance.now())
    return
  }
  if (location.origin !== dappOrigin || window.top !== window) return
  let clickAt: number | undefined
  let inClick = false
  addEventListener(
    'click',
    (event) => {
      clickAt = event.timeStamp
      inClick = true
      // Cleared once the click's dispatch is over.
      setTimeout(() => {
        inClick = false
      })
    },
    true,
  )
  const open = window.open.bind(window)
  window.open = (...args) => {
    const calledAt = performance.now()
    const opened = open(...args)
    bench.__airlockBenchPopup = { clickAt, calledAt, openedAt: performance.now(), inClick }
    return opened
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await withStandaloneStack(async ({ webUrl }) => {
    printSocial(await benchSocial({ webUrl }))
  })
}
