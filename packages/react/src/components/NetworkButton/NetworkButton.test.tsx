import { act, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock, testAirlock } from '../../../test/connectedAirlock.js'
import { renderView, topView } from '../../../test/renderView.js'
import { NetworkList } from '../NetworkList/NetworkList.js'
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
