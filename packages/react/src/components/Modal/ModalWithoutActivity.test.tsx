import { screen, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { testAirlock } from '../../../test/connectedAirlock.js'
import { renderApp } from '../../../test/renderApp.js'

// React 18.3, 19.0 and 19.1 have no `Activity` (React 19.2 added it): the modal renders its dialog
// only while open instead of keeping it hidden.
vi.mock('react', async (original) => ({
  ...(await original<typeof import('react')>()),
  Activity: undefined,
}))

test('without React’s Activity, the modal still opens on Connect and closes on Escape', async () => {
  const airlock = testAirlock()
  const { user } = renderApp(airlock)
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await waitFor(
    () => {
      const found = document
        .querySelector('airlock-modal')
        ?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]:not([aria-busy])')
      if (!found) throw new Error('No dialog yet (the shell, while the chunk loads, is busy)')
      return found
    },
    { timeout: 10_000 },
  )
  expect(dialog.textContent).toContain('Connect Wallet')
  await user.keyboard('{Escape}')
  expect(airlock.store.getState().open).toBe(false)
  await waitFor(() =>
    expect(
      document.querySelector('airlock-modal')?.shadowRoot?.querySelector('[role="dialog"]'),
    ).toBeNull(),
  )
}, 20_000)
