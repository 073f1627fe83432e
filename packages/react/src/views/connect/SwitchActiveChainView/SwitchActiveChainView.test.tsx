import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { renderView, topView } from '../../../../test/renderView.js'
import { solanaNetwork } from '../../../../test/solanaNetwork.js'
import { SwitchActiveChainView } from './SwitchActiveChainView.js'

const cluster = solanaNetwork

test('without a Solana wallet, confirming makes Solana active and goes on to Connect', async () => {
  const { airlock } = await connectedAirlock({ solana: { networks: [cluster] } })
  airlock.store.setState({
    router: {
      history: ['Account', 'Networks', 'SwitchActiveChain'],
      data: { namespace: 'solana', network: cluster.caipNetworkId },
      transition: 'none',
    },
  })
  const { user } = renderView(airlock, <SwitchActiveChainView />)
  expect(screen.getByText('Switch to Solana')).toBeTruthy()
  expect(screen.getByText('Connect your Solana wallet to use Airlock Solana Devnet.')).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  expect(airlock.store.getState().activeNamespace).toBe('solana')
  expect(airlock.storage.get('activeNamespace')).toBe('solana')
  expect(topView(airlock)).toBe('Connect')
})

test('Cancel goes back and leaves the active namespace alone', async () => {
  const { airlock } = await connectedAirlock({ solana: { networks: [cluster] } })
  airlock.store.setState({ activeNamespace: 'solana' })
  airlock.store.setState({
    router: {
      history: ['Account', 'Networks', 'SwitchActiveChain'],
      data: { namespace: 'eip155', network: 31337 },
      transition: 'none',
    },
  })
  const { user } = renderView(airlock, <SwitchActiveChainView />)
  expect(screen.getByText('Switch to EVM')).toBeTruthy()
  expect(screen.getByText('Your EVM account will be used on Foundry.')).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(topView(airlock)).toBe('Networks')
  expect(airlock.store.getState().activeNamespace).toBe('solana')
  // Confirmed: the EVM wallet, already on Foundry, is simply the active one again.
  airlock.navigate({
    type: 'push',
    view: 'SwitchActiveChain',
    data: { namespace: 'eip155', network: 31337 },
  })
  await user.click(await screen.findByRole('button', { name: 'Switch' }))
  await waitFor(() => expect(topView(airlock)).toBe('Account'))
  expect(airlock.store.getState().activeNamespace).toBe('eip155')
})
