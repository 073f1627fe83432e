import { screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { type CatalogueServer, serveCatalogue } from '../../../../core/test/serveCatalogue.js'
import { connectedAirlock, testAirlock } from '../../../test/connectedAirlock.js'
import { renderApp } from '../../../test/renderApp.js'
import { afterPaint } from '../../utils/afterPaint.js'

// The featured wallets are fetched while the page is idle, before any click (issue 25): the open
// then asks the server nothing, and the rows are there in the view it shows.

let server: CatalogueServer
beforeAll(async () => {
  server = await serveCatalogue()
})
afterAll(() => server.close())

// The page's idle callbacks, run when the test says the page is idle.
let idle: (() => void)[] = []
const runIdleCallbacks = () => {
  const due = idle
  idle = []
  for (const callback of due) callback()
}
afterEach(() => {
  vi.unstubAllGlobals()
  idle = []
})
const stubIdle = () => {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
}

const catalogueRequests = () => server.requests.filter((path) => path.startsWith('/getWallets'))

/** The modal's dialog in its shadow root, hidden (closed) or not. */
function card() {
  const found = document
    .querySelector('airlock-modal')
    ?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]:not([aria-busy])')
  if (!found) throw new Error('No dialog yet')
  return found
}

test('the featured wallets are fetched once, on idle, shown in the closed Connect view, and opening asks nothing more', async () => {
  stubIdle()
  const before = catalogueRequests().length
  const airlock = testAirlock({ apiUrl: server.url, walletConnect: false })
  const { user } = renderApp(airlock)
  // The first idle moment loads the modal, which renders closed; nothing is asked yet.
  runIdleCallbacks()
  await waitFor(card, { timeout: 10_000 })
  expect(catalogueRequests()).toHaveLength(before)
  // The next one fetches the featured wallets, which fill the hidden view.
  await waitFor(() => {
    runIdleCallbacks()
    expect(card().textContent).toContain('Wallet 1')
  })
  expect(catalogueRequests()).toHaveLength(before + 1)
  expect(airlock.store.getState().open).toBe(false)

  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = within(await waitFor(card))
  expect(dialog.getByRole('button', { name: 'Wallet 4' })).toBeTruthy()
  expect(dialog.getByRole('button', { name: /All wallets/ }).textContent).toContain('130')
  expect(dialog.queryByTestId('featured-skeleton')).toBeNull()
  // The view's own ask, once it has painted, found the answer in the cache.
  await new Promise<void>((resolve) => afterPaint(resolve))
  expect(catalogueRequests()).toHaveLength(before + 1)
}, 20_000)

test('with a wallet connected, nothing is fetched on idle', async () => {
  stubIdle()
  const before = catalogueRequests().length
  const { airlock } = await connectedAirlock({ apiUrl: server.url })
  renderApp(airlock)
  runIdleCallbacks()
  await waitFor(card, { timeout: 10_000 })
  runIdleCallbacks()
  await new Promise<void>((resolve) => afterPaint(resolve))
  expect(catalogueRequests()).toHaveLength(before)
}, 20_000)
