import { setActiveNamespace } from '@airlock/core'
import { act, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock, testAirlock } from '../../../test/connectedAirlock.js'
import { renderView, topView } from '../../../test/renderView.js'
import { solanaCluster, solanaConfig } from '../../../test/solanaNetwork.js'
import { NetworkList } from '../NetworkList/NetworkList.js'
import { SolanaNetworkList } from '../NetworkList/SolanaNetworkList.js'
import { NetworkButton } from './NetworkButton.js'

test('disconnected, the network button opens the network list; the one chosen there is shown', async () => {
  const airlock = testAirlock()
  const { user } = renderView(
    airlock,
    <>
      <NetworkButton />
      <NetworkList />
    </>,
  )
  const button = screen.getByRole('button', { name: 'Network: Foundry' })
  await user.click(button)
  // The network list, as the model product does, not Connect.
  expect(airlock.store.getState().open).toBe(true)
  expect(topView(airlock)).toBe('Networks')
  // The dapp's first network is marked as chosen (no wallet: "Selected", not "Connected").
  const foundry = screen.getByRole('button', { name: /^Foundry/ })
  expect(foundry.getAttribute('aria-current')).toBe('true')
  expect(foundry.textContent).toContain('Selected')
  await act(() => user.click(screen.getByRole('button', { name: /^Ethereum/ })))
  expect(airlock.store.getState().selectedChainId).toBe(1)
  expect(airlock.store.getState().open).toBe(false)
  expect(screen.getByRole('button', { name: 'Network: Ethereum' })).toBeTruthy()
})

test('connected, it opens Networks; on a chain the dapp lacks it warns and opens UnsupportedChain', async () => {
  const { airlock } = await connectedAirlock()
  const { user } = renderView(airlock, <NetworkButton />)
  await user.click(screen.getByRole('button', { name: 'Network: Foundry' }))
  expect(topView(airlock)).toBe('Networks')
  act(() => {
    airlock.close()
    airlock.store.setState((state) => ({ eip155: { ...state.eip155, chainId: 999 } }))
  })
  await user.click(screen.getByRole('button', { name: 'Network: Wrong network' }))
  expect(topView(airlock)).toBe('UnsupportedChain')
})

test("the button and the Solana network list show the server's image of a Solana cluster too", async () => {
  const airlock = testAirlock({ solana: solanaConfig })
  setActiveNamespace(airlock, 'solana')
  renderView(
    airlock,
    <>
      <NetworkButton />
      <SolanaNetworkList />
    </>,
  )
  const image = `http://127.0.0.1:9/public/getAssetImage/${solanaCluster.replace(':', '-')}`
  const button = screen.getByRole('button', { name: 'Network: Airlock Solana Devnet' })
  expect(button.querySelector('img')?.getAttribute('src')).toBe(image)
  const listed = screen.getByRole('button', { name: /^Airlock Solana Devnet/ })
  expect(listed.querySelector('img')?.getAttribute('src')).toBe(image)
})
