import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { testAirlock } from '../../../test/connectedAirlock.js'
import { renderApp } from '../../../test/renderApp.js'

// The modal's chunk is held until the test lets it come: an open before then shows the shell.
const chunk = vi.hoisted(() => {
  let release = () => {}
  const arrived = new Promise<void>((resolve) => {
    release = resolve
  })
  return { arrived, release }
})
vi.mock('../Modal/Modal.js', async (original) => {
  await chunk.arrived
  return original()
})

/** The dialogs in the modal's shadow root now: the shell's is busy. */
function dialogs() {
  const shadow = document.querySelector('airlock-modal')?.shadowRoot
  return [...(shadow?.querySelectorAll<HTMLElement>('[role="dialog"]') ?? [])]
}

test('an open before the modal’s chunk shows the shell in the click’s render; Close closes it; the modal replaces it', async () => {
  const airlock = testAirlock()
  renderApp(airlock)
  await waitFor(() => expect(document.querySelector('airlock-modal')?.shadowRoot).toBeTruthy())

  // fireEvent is wrapped in act: what it leaves is what the click's render committed.
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const [shell] = dialogs()
  if (!shell) throw new Error('No shell in the click’s render')
  expect(shell.getAttribute('aria-modal')).toBe('true')
  expect(shell.getAttribute('aria-busy')).toBe('true')
  const root = shell.getRootNode() as ShadowRoot
  expect(root.getElementById(shell.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
    'Connect Wallet',
  )
  const inShell = within(shell)
  expect(inShell.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
  expect(inShell.getByRole('list', { name: 'Loading' }).getAttribute('aria-busy')).toBe('true')
  // Focus moves inside once the shell has painted, onto its first control (as the modal's does).
  await waitFor(() =>
    expect(root.activeElement).toBe(inShell.getByRole('button', { name: 'Close' })),
  )

  // The dark theme, as the modal's root takes it.
  expect(shell.parentElement?.getAttribute('data-theme')).toBe('light')
  act(() => airlock.setThemeMode('dark'))
  expect(shell.parentElement?.getAttribute('data-theme')).toBe('dark')

  fireEvent.click(inShell.getByRole('button', { name: 'Close' }))
  expect(airlock.store.getState().open).toBe(false)
  expect(dialogs()).toHaveLength(0)

  // Escape and the overlay close it as well.
  const closers = [
    () => fireEvent.keyDown(document, { key: 'Escape' }),
    () => fireEvent.click(root.querySelector('.overlay') as Element),
  ]
  for (const close of closers) {
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(dialogs()).toHaveLength(1)
    close()
    expect(airlock.store.getState().open).toBe(false)
    expect(dialogs()).toHaveLength(0)
  }

  // Open again, then the chunk comes: the modal's Connect view takes the shell's place.
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  expect(dialogs()[0]?.getAttribute('aria-busy')).toBe('true')
  chunk.release()
  const modal = await waitFor(
    () => {
      const found = dialogs()
      if (found.length !== 1 || found[0]?.hasAttribute('aria-busy')) throw new Error('Shell still')
      return within(found[0] as HTMLElement)
    },
    { timeout: 15_000 },
  )
  expect(modal.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
  expect(await modal.findByRole('button', { name: /All wallets/ })).toBeTruthy()
}, 30_000)
