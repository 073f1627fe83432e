import { createAirlock, type WalletConnector } from '@airlock/core'
import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderView, trackEvents } from '../../../../test/renderView.js'
import { ConnectingExternalWalletView } from './ConnectingExternalWalletView.js'

const wallet: WalletConnector = {
  uid: 'uid-test',
  id: 'dev.airlock.testwallet',
  name: 'Airlock Test Wallet',
  icon: 'data:image/svg+xml,<svg/>',
  rdns: 'dev.airlock.testwallet',
  type: 'injected',
}

function connecting(attempt: 'rejected' | 'failed') {
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  airlock.store.setState((state) => ({ eip155: { ...state.eip155, connectors: [wallet] } }))
  airlock.navigate({
    type: 'push',
    view: 'ConnectingExternalWallet',
    data: { connectorUid: wallet.uid, name: wallet.name, icon: wallet.icon },
  })
  airlock.store.setState({
    connectAttempt:
      attempt === 'rejected'
        ? { status: 'rejected', connectorUid: wallet.uid, message: 'User rejected the request.' }
        : { status: 'failed', connectorUid: wallet.uid, message: 'The wallet is locked.' },
  })
  return airlock
}

test('declined: says so, and Try again asks the same wallet once more', async () => {
  const airlock = connecting('rejected')
  const { user } = renderView(airlock, <ConnectingExternalWalletView />)
  expect(screen.getByRole('status').textContent).toBe(
    'Connection declinedThe connection was declined in the wallet.',
  )
  const events = trackEvents(airlock)
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  // The same wallet is asked again (and fails here, where no wallet answers), from this view.
  expect(events[0]).toBe('SELECT_WALLET')
  await waitFor(() => expect(events).toContain('CONNECT_ERROR'))
  expect(airlock.store.getState().connectAttempt).toMatchObject({ connectorUid: wallet.uid })
  expect(airlock.store.getState().router.history).toEqual(['Connect', 'ConnectingExternalWallet'])
})

test('failed: the wallet’s reason is shown, with Try again', () => {
  renderView(connecting('failed'), <ConnectingExternalWalletView />)
  expect(screen.getByRole('status').textContent).toBe('Something went wrongThe wallet is locked.')
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
})
