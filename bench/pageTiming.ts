/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// In-page measurements the browser benches share (bench/modal.ts, bench/speedPage.ts): a fresh
// context per round, first paint, the JS requested in a time span, the time a wallet request was
// in flight, the heap, and click → target shown (script committed, then painted).
import type { Browser, BrowserContext, Page } from '@playwright/test'

/** `0x7099…79C8`, as the Connect button shows a connected account. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

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
export function jsRequested(
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

type WalletTimed = Window & {
  __walletMs: number
  __walletAskedAt: number[]
  /** Each request's method, its start and its end (ms since navigation). */
  __walletRequests: { method: string; at: number; ms: number }[]
}

/**
 * Runs in the page before its scripts: wraps the `request` of every EIP-6963 wallet announced, and
 * the feature methods of every Wallet Standard wallet registered with the page's app, and adds up,
 * in `window.__walletMs`, the time during which a request to a wallet was in flight; the start of
 * each request goes to `window.__walletAskedAt`, and its method and time to
 * `window.__walletRequests`.
 */
export function timeWalletRequests() {
  const timed = window as unknown as WalletTimed
  timed.__walletMs = 0
  timed.__walletAskedAt = []
  timed.__walletRequests = []
  let inFlight = 0
  let since = 0
  const wrapped = new WeakSet<object>()
  const timedCall =
    (call: (...args: unknown[]) => unknown, methodOf: (args: unknown[]) => string) =>
    async (...args: unknown[]) => {
      const at = performance.now()
      timed.__walletAskedAt.push(at)
      if (inFlight++ === 0) since = performance.now()
      try {
        return await call(...args)
      } finally {
        if (--inFlight === 0) timed.__walletMs += performance.now() - since
        timed.__walletRequests.push({ method: methodOf(args), at, ms: performance.now() - at })
      }
    }
  addEventListener('eip6963:announceProvider', (event) => {
    const provider = (event as CustomEvent<{ provider?: { request(args: unknown): unknown } }>)
      .detail?.provider
    if (!provider || wrapped.has(provider)) return
    wrapped.add(provider)
    provider.request = timedCall(provider.request.bind(provider), (args) =>
      String((args[0] as { method?: unknown } | undefined)?.method),
    )
  })
  // The Wallet Standard's handshake goes through window events whose `register` hands the wallet
  // to the app: both directions are re-dispatched with a `register` that wraps the wallet first.
  type Features = Record<string, Record<string, unknown>>
  type Api = { register(...wallets: { features: Features }[]): unknown }
  const wrapWallet = (wallet: { features: Features }) => {
    if (wrapped.has(wallet)) return
    wrapped.add(wallet)
    for (const [name, feature] of Object.entries(wallet.features)) {
      if (name === 'standard:events') continue
      for (const [key, value] of Object.entries(feature))
        if (typeof value === 'function')
          feature[key] = timedCall(
            (value as (...args: unknown[]) => unknown).bind(feature),
            () => `${name}.${key}`,
          )
    }
  }
  const wrapApi = (api: Api): Api => ({
    register: (...wallets) => {
      for (const wallet of wallets) wrapWallet(wallet)
      return api.register(...wallets)
    },
  })
  const dispatch = window.dispatchEvent.bind(window)
  window.dispatchEvent = (event: Event) => {
    const { detail } = event as CustomEvent
    if (event.type === 'wallet-standard:app-ready' && detail)
      return dispatch(new CustomEvent(event.type, { detail: wrapApi(detail as Api) }))
    if (event.type === 'wallet-standard:register-wallet' && typeof detail === 'function')
      return dispatch(
        new CustomEvent(event.type, {
          detail: (api: Api) => (detail as (api: Api) => unknown)(wrapApi(api)),
        }),
      )
    return dispatch(event)
  }
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
  // Transparent is not shown either (a dialog made ahead of its open, at opacity 0).
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
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
    // For traces (bench/speedTrace.ts): the moment the target was seen, before its paint.
    performance.mark('bench:shown')
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
  // The shadow roots already in the page too (a modal rendered hidden before the click): watching
  // only the document, a change inside them was seen by the click's fallback check alone, which
  // runs after the next frame, while a change in the document was seen in the click's own task.
  observe(document)
  for (const element of deepQueryAll(document, '*'))
    if (element.shadowRoot) observe(element.shadowRoot)
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

/** First-contentful-paint and the JS files requested before it. */
export function firstPaint(page: Page) {
  return page.evaluate(
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
}

/**
 * Opens the page and waits until it is interactive: loaded, the button labelled `label` shown and
 * the main thread idle. Returns first-contentful-paint and the JS files requested before it.
 */
export async function loadInteractive(page: Page, url: string, label: string) {
  await page.goto(url, { waitUntil: 'load' })
  await page.getByRole('button', { name: label }).waitFor()
  const painted = await firstPaint(page)
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 })),
  )
  return painted
}
