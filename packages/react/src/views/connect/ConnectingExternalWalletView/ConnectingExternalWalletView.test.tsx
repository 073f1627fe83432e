import { connectWallet } from '@airlock/core'
import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { testAirlock } from '../../../../test/connectedAirlock.js'
import { renderView } from '../../../../test/renderView.js'
import { testWallet, testWalletConnector } from '../../../../test/testWallet.js'
import { ConnectingExternalWalletView } from './ConnectingExternalWalletView.js'

test('declined: says so, and Try again asks the same wallet once more, which connects', async () => {
  const wallet = testWallet()
  const airlock = testAirlock()
  airlock.open({ view: 'Connect' })
  const connectorUid = await testWalletConnector(airlock)
  wallet.rejectNext()
  await connectWallet(airlock, { connectorUid })
  const { user } = renderView(airlock, <ConnectingExternalWalletView />)
  expect(screen.getByRole('status').textContent).toBe(
    'Connection declinedThe connection was declined in the wallet.',
  )
  // The ring around the logo stops, in the error colour.
  expect(screen.getByTestId('connecting-logo').dataset.state).toBe('failed')
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(airlock.store.getState().eip155.status).toBe('connected'))
  expect(airlock.store.getState().eip155.address).toBe(wallet.address)
})

test('while the wallet is asked: where to look, and no button', async () => {
  testWallet()
  const airlock = testAirlock()
  airlock.open({ view: 'Connect' })
  airlock.navigate({
    type: 'push',
    view: 'ConnectingExternalWallet',
    data: { connectorUid: await testWalletConnector(airlock), name: 'Airlock Test Wallet' },
  })
  renderView(airlock, <ConnectingExternalWalletView />)
  expect(screen.getByRole('status').textContent).toBe(
    'Continue in Airlock Test WalletAccept the connection request in your wallet.',
  )
  expect(screen.queryByRole('button')).toBeNull()
  // The animated ring around the wallet's logo (the monogram here: the test wallet has no icon).
  const logo = screen.getByTestId('connecting-logo')
  expect(logo.dataset.state).toBe('waiting')
  expect(logo.querySelector('svg.connecting-ring rect')).toBeTruthy()
})
