import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { renderView, showView, topView } from '../../../../test/renderView.js'
import { UnsupportedChainView } from './UnsupportedChainView.js'

function onUnsupportedChain() {
  const airlock = connectedAirlock()
  airlock.store.setState((state) => ({ eip155: { ...state.eip155, chainId: 10 } }))
  showView(airlock, 'UnsupportedChain')
  return airlock
}

test('says the network is not supported; a network of the dapp asks the wallet to switch', async () => {
  const airlock = onUnsupportedChain()
  const { user } = renderView(airlock, <UnsupportedChainView />)
  expect(screen.getByRole('alert').textContent).toBe(
    "This app doesn't support your current network. Switch to an available option to continue.",
  )
  await user.click(screen.getByRole('button', { name: /Foundry/ }))
  expect(topView(airlock)).toBe('SwitchNetwork')
  expect(airlock.store.getState().switchAttempt).toMatchObject({ chainId: 31337 })
})

test('or Disconnect: the account goes, and the modal closes', async () => {
  const airlock = onUnsupportedChain()
  const { user } = renderView(airlock, <UnsupportedChainView />)
  await user.click(screen.getByRole('button', { name: 'Disconnect' }))
  await waitFor(() => expect(airlock.store.getState().eip155.status).toBe('disconnected'))
  expect(airlock.store.getState().open).toBe(false)
})
