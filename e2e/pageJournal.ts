import { type Page, type TestInfo, test } from '@playwright/test'

/**
 * What a page did while a test drove it, for the report of a run that failed: its navigations
 * (the page's and its frames'), console errors and warnings, Vite's messages, uncaught errors,
 * failed requests (not those a navigation aborted) and a crash, each with the milliseconds since
 * recording began. A run that passes attaches nothing.
 */
export function recordPage(page: Page) {
  const lines: string[] = []
  const started = Date.now()
  const note = (line: string) => lines.push(`+${Date.now() - started} ms ${line}`)
  page.on('framenavigated', (frame) =>
    note(`${frame === page.mainFrame() ? 'page' : `frame ${frame.name()}`} at ${frame.url()}`),
  )
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error' || message.type() === 'warning' || text.startsWith('[vite]'))
      note(`console ${message.type()}: ${text}`)
  })
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`))
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText
    // A navigation aborts the old page's requests: the navigation itself is journalled.
    if (reason !== 'net::ERR_ABORTED') note(`request failed: ${request.url()} (${reason})`)
  })
  page.on('crash', () => note('the page crashed'))
  return {
    /**
     * Attaches the journal to the report when the test did not end as expected, and fails with its
     * last lines too: the terminal shortens attachments, and a CI log may keep only its end.
     */
    async attachIfFailed(testInfo: TestInfo) {
      if (testInfo.status === testInfo.expectedStatus) return
      await testInfo.attach('page journal', { body: lines.join('\n'), contentType: 'text/plain' })
      throw new Error(`The page's last events:\n${lines.slice(-12).join('\n')}`)
    },
  }
}

/**
 * Journals the page a spec's test hands to the function it returns, and attaches that journal
 * when the test fails (`recordPage`). Call it at a spec's top level: it adds the spec's
 * `afterEach`.
 */
export function journalPages(): (page: Page) => void {
  let journal: ReturnType<typeof recordPage> | undefined
  test.afterEach(async () => {
    await journal?.attachIfFailed(test.info())
    journal = undefined
  })
  return (page) => {
    journal = recordPage(page)
  }
}
