/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// One round of bench/speed.ts on one page: load it with the test wallet injected, time the
// Connect button's appearance and the main thread until then, open the Connect view, count its
// elements and read the heap, connect; and the in-page helpers that measure each step.
import { injectTestWallet } from '@airlock/test-kit'
import type { Browser, CDPSession, Page } from '@playwright/test'
import {
  armClickTimer,
  type ClickTarget,
  clickTiming,
  firstPaint,
  heapMiB,
  shortAddress,
  timeWalletRequests,
  withContext,
} from './pageTiming.ts'
import type { TraceEvent } from './traceAnalysis.ts'

const walletName = 'Airlock Test Wallet'
const connectLabel = 'Connect Wallet'

/** The Airlock page's requests to the Airlock server, with their answers. */
export type ServerRequests = { url: string; status: number | 'no answer' }[]

export type MeasurePageParameters = {
  url: string
  rate: number
  walletChains: { chainId: number; rpcUrl: string; name: string }[]
  apiOrigin: string
}

/** One load of one page in a fresh context: load, open, heap and DOM, connect. */
export async function measurePage(
  browser: Browser,
  { url, rate, walletChains, apiOrigin }: MeasurePageParameters,
) {
  let result:
    | {
        figures: Record<string, number>
        jsBeforePaint: string[]
        serverRequests: ServerRequests
      }
    | undefined
  await withContext(browser, async (context) => {
    await context.addInitScript(timeWalletRequests)
    await context.addInitScript(markClickable, connectLabel)
    const page = await context.newPage()
    // Ceilings only: a page that never gets there fails the bench rather than hanging it.
    page.setDefaultTimeout(30_000)
    const wallet = await injectTestWallet(page, {
      chains: walletChains,
      info: { name: walletName },
    })
    const serverRequests: ServerRequests = []
    page.on('requestfinished', async (request) => {
      if (new URL(request.url()).origin !== apiOrigin) return
      // The page may close while the answer is read (the round has ended): it then counts as none.
      const response = await request.response().catch(() => null)
      serverRequests.push({ url: request.url(), status: response?.status() ?? 0 })
    })
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).origin === apiOrigin)
        serverRequests.push({ url: request.url(), status: 'no answer' })
    })
    const network = watchNetwork(page)
    const cdp = await context.newCDPSession(page)
    try {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      await cdp.send('Performance.enable')

      await browser.startTracing(page, {
        categories: ['toplevel', 'blink.user_timing', '__metadata'],
      })
      await page.goto(url, { waitUntil: 'load' })
      const clickable = await within(
        30_000,
        page.evaluate(() => (window as unknown as MarkedWindow).__clickable),
        'the Connect button never shown',
      )
      const trace = await browser.stopTracing()
      const loadCpuMs = mainThreadMsUntilMark(trace, 'bench:clickable')
      const { fcpMs, jsBeforePaint } = await firstPaint(page)
      await network.settled()

      const connectButton = page.getByRole('button', { name: connectLabel })
      const hoverCpuMs = await timedHover(page, cdp, connectButton, network)
      const open = await timedClick(page, cdp, connectButton, { buttonWith: walletName })
      const domElements = await page.evaluate(countElements)
      const connectViewElements = await page.evaluate(countConnectViewElements)
      const heap = await heapMiB(context, page)
      await network.settled()

      const walletButton = page.getByRole('button', { name: walletName })
      const connect = await timedClick(page, cdp, walletButton, {
        button: shortAddress(wallet.address),
      })
      result = {
        figures: {
          clickableMs: clickable,
          fcpMs,
          loadCpuMs,
          hoverCpuMs,
          openMs: open.timing.committedMs,
          openCpuMs: open.cpuMs,
          connectMs: connect.timing.committedMs,
          connectCpuMs: connect.cpuMs,
          'connect.walletMs': connect.timing.walletMs,
          'connect.askedMs': connect.timing.askedMs,
          heapMiB: heap,
          domElements,
          connectViewElements,
        },
        jsBeforePaint,
        serverRequests: [...serverRequests],
      }
    } finally {
      await cdp.detach().catch(() => {})
    }
  })
  if (!result) throw new Error(`${url}: measured nothing`)
  return result
}

type MarkedWindow = Window & { __clickable: Promise<number> }

/**
 * Runs in the page before its scripts: as soon as a button labelled `label` is in the DOM (open
 * shadow roots included), marks `bench:clickable` for the trace and resolves
 * `window.__clickable` with the ms since navigation.
 */
function markClickable(label: string) {
  const hasButton = (root: ParentNode): boolean => {
    for (const element of root.querySelectorAll('*')) {
      if (element.tagName === 'BUTTON' && element.textContent?.trim() === label) return true
      if (element.shadowRoot && hasButton(element.shadowRoot)) return true
    }
    return false
  }
  ;(window as unknown as MarkedWindow).__clickable = new Promise((resolve) => {
    const observed = new WeakSet<Node>()
    const observer = new MutationObserver(() => check())
    const observe = (root: Node) => {
      if (observed.has(root)) return
      observed.add(root)
      observer.observe(root, { subtree: true, childList: true, characterData: true })
    }
    const check = () => {
      for (const element of document.querySelectorAll('*'))
        if (element.shadowRoot) observe(element.shadowRoot)
      if (!hasButton(document)) return
      observer.disconnect()
      resolve(performance.mark('bench:clickable').startTime)
    }
    observe(document)
  })
}

/**
 * Main-thread task time, in ms, from the start of the trace to the user-timing mark `name`: the
 * renderer main thread's top-level tasks (the mark's own task cut at the mark).
 */
function mainThreadMsUntilMark(trace: Buffer, name: string): number {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[]
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents
  const mark = events.find(
    (event) => event.cat.includes('blink.user_timing') && event.name === name,
  )
  if (!mark) throw new Error(`the trace has no mark ${name}`)
  let totalUs = 0
  for (const event of events) {
    if (event.pid !== mark.pid || event.tid !== mark.tid || event.ph !== 'X') continue
    if (event.name !== 'ThreadControllerImpl::RunTask' && event.name !== 'RunTask') continue
    if (event.ts >= mark.ts) continue
    totalUs += Math.min(event.ts + (event.dur ?? 0), mark.ts) - event.ts
  }
  return totalUs / 1000
}

/**
 * Watches `page`'s requests from now on; `settled()` then waits until none has been in flight for
 * `quietMs`, counted from the call at the earliest (ceiling 10 s), and the main thread is idle: a page that is done with what it does
 * after load (idle-time loads and prefetches), as a person finds it when they click. Each page of
 * the comparison gets the same wait.
 */
export function watchNetwork(page: Page, quietMs = 500) {
  const inFlight = new Set<unknown>()
  let lastChange = performance.now()
  const done = (request: unknown) => {
    inFlight.delete(request)
    lastChange = performance.now()
  }
  page.on('request', (request) => {
    inFlight.add(request)
    lastChange = performance.now()
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    async settled() {
      const ceiling = performance.now() + 10_000
      // Quiet from now, not only since the last request seen: what was just done (a hover) may
      // have started a request the page has not reported yet.
      lastChange = Math.max(lastChange, performance.now())
      while (inFlight.size > 0 || performance.now() - lastChange < quietMs) {
        if (performance.now() > ceiling) throw new Error(`${page.url()}: its network never settled`)
        // Polled from the bench's side: the page spends nothing on it.
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      await idle(page)
    },
  }
}

/** Waits until the main thread is idle (a ceiling of 2 s). */
export function idle(page: Page) {
  return page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })),
  )
}

/** The page's main-thread task time so far, in ms (CDP `Performance.getMetrics`). */
async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  const seconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value
  if (seconds === undefined) throw new Error('Performance.getMetrics has no TaskDuration')
  return seconds * 1000
}

/** The centre of `locator`'s box, where the pointer goes; `missing` is the error without one. */
async function centreOf(locator: ReturnType<Page['getByRole']>, missing: string) {
  const box = await locator.boundingBox()
  if (!box) throw new Error(missing)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/**
 * Moves the pointer onto `locator`, as a person's does before they press it, and returns the
 * main-thread task time until the page has settled again: what a page does ahead on that intent
 * (the Airlock page asks for the wallets the Connect view lists first), kept out of the click's
 * figures but not out of the bench.
 */
export async function timedHover(
  page: Page,
  cdp: CDPSession,
  locator: ReturnType<Page['getByRole']>,
  network: ReturnType<typeof watchNetwork>,
) {
  const { x, y } = await centreOf(locator, 'nothing to hover')
  const before = await taskMs(cdp)
  await page.mouse.move(x, y)
  await network.settled()
  return (await taskMs(cdp)) - before
}

/**
 * Clicks `locator` as a person would and returns how long its result took to show
 * (`armClickTimer`) and the main-thread task time from just before the click until then. The
 * click is a bare CDP mouse event at the element's centre, found beforehand: Playwright's
 * actionability checks run script in the page, which would count as the page's CPU.
 */
async function timedClick(
  page: Page,
  cdp: CDPSession,
  locator: ReturnType<Page['getByRole']>,
  target: ClickTarget,
) {
  const { x, y } = await centreOf(locator, `nothing to click for ${JSON.stringify(target)}`)
  await page.evaluate(armClickTimer, target)
  const before = await taskMs(cdp)
  await page.mouse.click(x, y)
  const timing = await within(30_000, clickTiming(page), `${JSON.stringify(target)} never shown`)
  return { timing, cpuMs: (await taskMs(cdp)) - before }
}

/** `promise`, or a rejection after `ms`: a ceiling, so a page that never gets there fails. */
export function within<T>(ms: number, promise: Promise<T>, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/** Every element of the document, those in open shadow roots included. */
function countElements(): number {
  const count = (root: ParentNode): number => {
    let total = 0
    for (const element of root.querySelectorAll('*')) {
      total++
      if (element.shadowRoot) total += count(element.shadowRoot)
    }
    return total
  }
  return count(document)
}

/**
 * Elements of the open Connect view: the dialog and all inside it (the Airlock page, whose modal
 * is in an open shadow root), or the wallet list and the button that opened it (the bare page).
 */
function countConnectViewElements(): number {
  const deep = (root: ParentNode): Element[] => {
    const found: Element[] = []
    for (const element of root.querySelectorAll('*')) {
      found.push(element)
      if (element.shadowRoot) found.push(...deep(element.shadowRoot))
    }
    return found
  }
  const all = deep(document)
  const view =
    all.find((element) => element.getAttribute('role') === 'dialog') ??
    all.find((element) => element.tagName === 'UL')
  if (!view) return Number.NaN
  const opener = view.tagName === 'UL' ? 1 : 0
  return 1 + deep(view).length + opener
}
