import { connectWallet } from '@airlock/core'
import { screen, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { testAirlock } from '../../../../test/connectedAirlock.js'
import { renderView } from '../../../../test/renderView.js'
import { holdConnection, testWallet, testWalletConnector } from '../../../../test/testWallet.js'
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
  // The ring's sweep is an element turned by a transform (an animation the compositor runs, not
  // the page's main thread each frame) inside a track cut to the ring's shape.
  expect(logo.querySelector('.connecting-track > .connecting-ring')).toBeTruthy()
  expect(logo.querySelector('svg')).toBeNull()
})

/** Every view that was on top of the router from now on, in order. */
function viewsShown(airlock: ReturnType<typeof testAirlock>) {
  const shown: string[] = []
  airlock.store.subscribe((state) => {
    const top = state.router.history.at(-1) ?? ''
    if (shown.at(-1) !== top) shown.push(top)
  })
  return shown
}

test('a wallet that answers within 0.1 s is asked first and never shown as Connecting', async () => {
  testWallet()
  const airlock = testAirlock()
  airlock.open({ view: 'Connect' })
  const connectorUid = await testWalletConnector(airlock)
  const shown = viewsShown(airlock)
  // The 0.1 s never end on their own (a loaded machine may take longer to answer): the
  // wallet's answer alone must finish the connection, and the Connecting view is never pushed.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    expect(await connectWallet(airlock, { connectorUid })).toBe(true)
  } finally {
    vi.useRealTimers()
  }
  expect(shown).not.toContain('ConnectingExternalWallet')
  expect(airlock.store.getState().open).toBe(false)
  expect(airlock.store.getState().eip155.status).toBe('connected')
})

test('a wallet still asking after 0.1 s shows Connecting; a refusal stays on it', async () => {
  const wallet = testWallet()
  const airlock = testAirlock()
  airlock.open({ view: 'Connect' })
  const connectorUid = await testWalletConnector(airlock)
  // The person takes a while to answer: held until the test has seen Connecting.
  const { answer } = await holdConnection(airlock, connectorUid)
  const shown = viewsShown(airlock)
  wallet.rejectNext()
  const connecting = connectWallet(airlock, { connectorUid })
  await waitFor(() => expect(shown).toContain('ConnectingExternalWallet'))
  expect(airlock.store.getState().connectAttempt.status).toBe('connecting')
  answer()
  expect(await connecting).toBe(false)
  expect(airlock.store.getState().router.history.at(-1)).toBe('ConnectingExternalWallet')
  expect(airlock.store.getState().connectAttempt.status).toBe('rejected')
})
