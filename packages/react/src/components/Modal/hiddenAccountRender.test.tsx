import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { connectedAirlock } from '../../../test/connectedAirlock.js'
import { renderApp } from '../../../test/renderApp.js'

// The page's idle moments, run by hand: what waits for one has not run until the test says so.
let idleCallbacks: Map<number, () => void>
beforeEach(() => {
  idleCallbacks = new Map()
  let next = 0
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idleCallbacks.set(++next, callback)
    return next
  })
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idleCallbacks.delete(handle))
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function runIdleCallbacks() {
  for (const [handle, callback] of idleCallbacks) {
    idleCallbacks.delete(handle)
    callback()
  }
}

const card = () =>
  document
    .querySelector('airlock-modal')
    ?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]:not([aria-busy])')
/** The dialog's title, shown or hidden. */
const title = () => card()?.querySelector('h2')?.textContent

test('a connection closing the modal on Account renders Account hidden a second later, once the page is idle; the next open shows it', async () => {
  const { airlock } = await connectedAirlock()
  const { user } = renderApp(airlock)
  airlock.open({ view: 'Networks' })
  await waitFor(() => expect(title()).toBe('Choose Network'), { timeout: 10_000 })

  // As finishConnection does once the wallet has answered.
  act(() =>
    airlock.store.setState({
      open: false,
      router: { history: ['Account'], data: undefined, transition: 'none' },
    }),
  )
  await act(async () => {})
  expect(airlock.store.getState().open).toBe(false)
  // The hidden dialog still holds the view it closed on: nothing of Account rendered yet.
  expect(title()).toBe('Choose Network')

  // An idle moment right after the close is still the page's answer to the connection.
  await act(async () => runIdleCallbacks())
  expect(title()).toBe('Choose Network')

  // A second on, at the next idle moment, Account is rendered hidden.
  await waitFor(
    async () => {
      await act(async () => runIdleCallbacks())
      expect(title()).toBe('Account')
    },
    { timeout: 5_000 },
  )

  await user.click(screen.getByRole('button', { name: 'Account 0x7099…79C8' }))
  const shown = card()
  if (!shown) throw new Error('no dialog')
  expect(within(shown).getByRole('heading', { name: 'Account' })).toBeTruthy()
}, 20_000)
