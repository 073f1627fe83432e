import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { testAirlock } from '../../test/connectedAirlock.js'
import { renderView } from '../../test/renderView.js'
import { useModal } from './useModal.js'

/** A dapp's own buttons around the hook. */
function ModalButtons() {
  const { isOpen, view, open, close } = useModal()
  return (
    <>
      <p>{isOpen ? `open on ${view}` : 'closed'}</p>
      <button type="button" onClick={() => open()}>
        Open
      </button>
      <button type="button" onClick={() => open('AllWallets')}>
        All wallets
      </button>
      <button type="button" onClick={close}>
        Close
      </button>
    </>
  )
}

test('opens where the opening rules say, or on a forced view, and closes', async () => {
  const airlock = testAirlock()
  const { user } = renderView(airlock, <ModalButtons />)
  expect(screen.getByText('closed')).toBeTruthy()

  await user.click(screen.getByRole('button', { name: 'Open' }))
  expect(airlock.store.getState().open).toBe(true)
  expect(screen.getByText('open on Connect')).toBeTruthy()

  await user.click(screen.getByRole('button', { name: 'Close' }))
  expect(airlock.store.getState().open).toBe(false)
  expect(screen.getByText('closed')).toBeTruthy()

  // From the keyboard: Tab to the forced view's button, Enter.
  screen.getByRole('button', { name: 'Open' }).focus()
  await user.keyboard('{Tab}{Enter}')
  expect(airlock.store.getState().router.history).toEqual(['AllWallets'])
  expect(screen.getByText('open on AllWallets')).toBeTruthy()
})
