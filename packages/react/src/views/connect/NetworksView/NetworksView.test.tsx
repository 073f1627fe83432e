import { createAirlock } from '@airlock/core'
import { screen, waitFor } from '@testing-library/react'
import { foundry, mainnet } from 'viem/chains'
import { expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { renderView, showView, topView } from '../../../../test/renderView.js'
import { solanaNetwork } from '../../../../test/solanaNetwork.js'
import { NetworksView } from './NetworksView.js'

test('the current network is marked; a click on another switches the wallet to it', async () => {
  const { airlock, wallet } = await connectedAirlock()
  showView(airlock, 'Account', 'Networks')
  const { user } = renderView(airlock, <NetworksView />)
  const current = screen.getByRole('button', { name: /Foundry/ })
  expect(current.getAttribute('aria-current')).toBe('true')
  expect(current.textContent).toContain('Connected')
  // The current one does nothing.
  await user.click(current)
  expect(topView(airlock)).toBe('Networks')
  await user.click(screen.getByRole('button', { name: /Ethereum/ }))
  await waitFor(() => expect(airlock.store.getState().eip155.chainId).toBe(1))
  expect(wallet.chainId()).toBe(1)
  expect(airlock.store.getState().router.history).toEqual(['Account'])
  expect(screen.getByRole('button', { name: /Ethereum/ }).getAttribute('aria-current')).toBe('true')
})

test('without a wallet, no word about "your connected wallet": there is none', async () => {
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    networks: [foundry, mainnet],
  })
  showView(airlock, 'Networks')
  renderView(airlock, <NetworksView />)
  expect(screen.getByRole('button', { name: /Foundry/ })).toBeTruthy()
  expect(screen.queryByText(/connected wallet/)).toBeNull()
})

test('connected, the hint says the wallet may not support every network', async () => {
  const { airlock } = await connectedAirlock()
  showView(airlock, 'Account', 'Networks')
  renderView(airlock, <NetworksView />)
  expect(
    screen.getByText(
      'Your connected wallet may not support some of the networks available for this dApp.',
    ),
  ).toBeTruthy()
})

const cluster = solanaNetwork

test('with Solana clusters, each namespace has its list; a Solana one asks to switch namespace first', async () => {
  const { airlock } = await connectedAirlock({ solana: { networks: [cluster] } })
  showView(airlock, 'Account', 'Networks')
  const { user } = renderView(airlock, <NetworksView />)
  expect(screen.getByRole('region', { name: 'EVM' })).toBeTruthy()
  const solana = screen.getByRole('region', { name: 'Solana' })
  const devnet = screen.getByRole('button', { name: /Airlock Solana Devnet/ })
  expect(solana.contains(devnet)).toBe(true)
  expect(devnet.getAttribute('aria-current')).toBeNull()
  await user.click(devnet)
  expect(topView(airlock)).toBe('SwitchActiveChain')
  expect(airlock.store.getState().router.data).toEqual({
    namespace: 'solana',
    network: cluster.caipNetworkId,
  })
  // Nothing changes until it is confirmed.
  expect(airlock.store.getState().activeNamespace).toBe('eip155')
})

test('while Solana is active, no EVM network is marked and one asks to switch back', async () => {
  const { airlock } = await connectedAirlock({ solana: { networks: [cluster] } })
  airlock.store.setState({ activeNamespace: 'solana' })
  showView(airlock, 'Account', 'Networks')
  const { user } = renderView(airlock, <NetworksView />)
  expect(
    screen.getByRole('button', { name: /Airlock Solana Devnet/ }).getAttribute('aria-current'),
  ).toBe('true')
  const foundryButton = screen.getByRole('button', { name: /Foundry/ })
  expect(foundryButton.getAttribute('aria-current')).toBeNull()
  await user.click(foundryButton)
  expect(topView(airlock)).toBe('SwitchActiveChain')
  expect(airlock.store.getState().router.data).toEqual({ namespace: 'eip155', network: 31337 })
})
