import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { renderView, showView } from '../../../../test/renderView.js'
import { solanaCluster, solanaConfig } from '../../../../test/solanaNetwork.js'
import { WalletReceiveView } from './WalletReceiveView.js'

test('the address as a QR code and in full, Copy, and the networks it works on', async () => {
  const { airlock, wallet } = await connectedAirlock()
  showView(airlock, 'Account', 'WalletReceive')
  const { user } = renderView(airlock, <WalletReceiveView />)
  expect(screen.getByRole('img', { name: new RegExp(wallet.address) })).toBeTruthy()
  expect(screen.getByTestId('receive-address').textContent).toBe(wallet.address)
  // It may wrap only between its two halves: never one character alone (issue 16, item 7).
  expect(
    [...screen.getByTestId('receive-address').querySelectorAll('.full-address > span')].map(
      (half) => half.textContent?.length,
    ),
  ).toEqual([21, 21])
  expect(
    within(screen.getByRole('list', { name: 'Networks' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['FFoundry', 'EEthereum'])
  // Each network's badge is the server's image of it, over its initials.
  const badges = [...document.querySelectorAll('.network-badge img')].map((img) =>
    img.getAttribute('src'),
  )
  expect(badges).toEqual([
    `${airlock.config.apiUrl}/public/getAssetImage/eip155-31337`,
    `${airlock.config.apiUrl}/public/getAssetImage/eip155-1`,
  ])
  await user.click(screen.getByRole('button', { name: 'Copy address' }))
  expect(await navigator.clipboard.readText()).toBe(wallet.address)
  expect(airlock.store.getState().notification?.message).toBe('Address copied')
})

test("with the Solana account active, its base58 address, its QR code and the dapp's Solana networks", async () => {
  const { airlock } = await connectedAirlock({ solana: solanaConfig })
  const address = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
  airlock.store.setState((state) => ({
    activeNamespace: 'solana',
    solana: { ...state.solana, status: 'connected', address, chainId: solanaCluster },
  }))
  showView(airlock, 'Account', 'WalletReceive')
  const { user } = renderView(airlock, <WalletReceiveView />)
  expect(screen.getByRole('img', { name: `QR code of the address ${address}` })).toBeTruthy()
  expect(screen.getByTestId('receive-address').textContent).toBe(address)
  // Its networks are the Solana clusters, with the server's image of each: no EVM network.
  const networks = within(screen.getByRole('list', { name: 'Networks' })).getAllByRole('listitem')
  expect(networks.map((item) => item.getAttribute('title'))).toEqual(['Airlock Solana Devnet'])
  expect(
    [...document.querySelectorAll('.network-badge img')].map((img) => img.getAttribute('src')),
  ).toEqual([`${airlock.config.apiUrl}/public/getAssetImage/${solanaCluster.replace(':', '-')}`])
  await user.click(screen.getByRole('button', { name: 'Copy address' }))
  expect(await navigator.clipboard.readText()).toBe(address)
})
