import { act, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock, testAirlock } from '../../../test/connectedAirlock.js'
import { renderView, topView } from '../../../test/renderView.js'
import { NetworkButton } from './NetworkButton.js'

test('disconnected, the Network button names the default network and opens Connect', async () => {
  const airlock = testAirlock()
  const { user } = renderView(airlock, <NetworkButton />)
  await user.click(screen.getByRole('button', { name: 'Network: Foundry' }))
  expect(airlock.store.getState().open).toBe(true)
  expect(topView(airlock)).toBe('Connect')
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
