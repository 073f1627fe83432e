import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock, testAirlock } from '../../../test/connectedAirlock.js'
import { renderApp } from '../../../test/renderApp.js'

/** The modal's dialog, inside the shadow root it renders into (the first open loads its chunk). */
async function dialog() {
  const root = await waitFor(
    () => {
      const shadow = document.querySelector('airlock-modal')?.shadowRoot
      const found = shadow?.querySelector<HTMLElement>('[role="dialog"]')
      if (!found) throw new Error('No dialog yet')
      return found
    },
    { timeout: 10_000 },
  )
  return within(root)
}

test('the Connect button opens the modal on Connect; Escape closes it', async () => {
  const airlock = testAirlock()
  const { user } = renderApp(airlock)
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const modal = await dialog()
  expect(modal.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
  await user.click(modal.getByRole('button', { name: /All wallets/ }))
  // Another view: Back is offered, and leads back.
  expect((await dialog()).getByRole('heading', { name: 'All Wallets' })).toBeTruthy()
  await user.click((await dialog()).getByRole('button', { name: 'Back' }))
  expect((await dialog()).getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
  await user.keyboard('{Escape}')
  expect(airlock.store.getState().open).toBe(false)
  // The first open compiles the modal's chunk and every view it imports: seconds on a loaded
  // machine, so a ceiling above the 5 s default.
}, 20_000)

test('connected: the account button opens Account, the network button the networks; Close closes', async () => {
  const { airlock } = await connectedAirlock()
  const { user } = renderApp(airlock)
  await user.click(await screen.findByRole('button', { name: 'Account 0x7099…79C8' }))
  const account = await dialog()
  expect(account.getByRole('heading', { name: 'Account' })).toBeTruthy()
  await user.click(account.getByRole('button', { name: 'Close' }))
  expect(airlock.store.getState().open).toBe(false)
  await user.click(screen.getByRole('button', { name: 'Network: Foundry' }))
  expect((await dialog()).getByRole('heading', { name: 'Choose Network' })).toBeTruthy()
})

test('the e-mail wallet’s approval is titled for what it asks: "Sign message" for a signature', async () => {
  const airlock = testAirlock()
  renderApp(airlock)
  airlock.open()
  await dialog()
  airlock.store.setState((state) => ({
    router: { history: ['ApproveTransaction'], data: undefined, transition: 'none' },
    embeddedWallet: { ...state.embeddedWallet, approving: true, approval: 'signature' },
  }))
  await waitFor(async () =>
    expect((await dialog()).getByRole('heading', { name: 'Sign message' })).toBeTruthy(),
  )
  airlock.store.setState((state) => ({
    embeddedWallet: { ...state.embeddedWallet, approval: 'transaction' },
  }))
  await waitFor(async () =>
    expect((await dialog()).getByRole('heading', { name: 'Approve Transaction' })).toBeTruthy(),
  )
})
