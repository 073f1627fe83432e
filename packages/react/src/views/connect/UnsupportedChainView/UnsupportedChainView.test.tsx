import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { renderView, topView } from '../../../../test/renderView.js'
import { UnsupportedChainView } from './UnsupportedChainView.js'

/** The wallet moves itself to chain 10, which the dapp does not support. */
async function onUnsupportedChain() {
  const connected = await connectedAirlock()
  const { airlock, wallet } = connected
  airlock.open()
  await wallet.moveToChain(10)
  await waitFor(() => expect(topView(airlock)).toBe('UnsupportedChain'))
  return connected
}

test('says the network is not supported; a network of the dapp switches the wallet to it', async () => {
  const { airlock, wallet } = await onUnsupportedChain()
  const { user } = renderView(airlock, <UnsupportedChainView />)
  expect(screen.getByRole('alert').textContent).toBe(
    "This app doesn't support your current network. Switch to an available option to continue.",
  )
  await user.click(screen.getByRole('button', { name: /Foundry/ }))
  await waitFor(() => expect(airlock.store.getState().eip155.chainId).toBe(31337))
  expect(wallet.chainId()).toBe(31337)
  expect(topView(airlock)).toBe('Account')
})

test('or Disconnect: the account goes, and the modal closes', async () => {
  const { airlock } = await onUnsupportedChain()
  const { user } = renderView(airlock, <UnsupportedChainView />)
  await user.click(screen.getByRole('button', { name: 'Disconnect' }))
  await waitFor(() => expect(airlock.store.getState().eip155.status).toBe('disconnected'))
  expect(airlock.store.getState().open).toBe(false)
})
