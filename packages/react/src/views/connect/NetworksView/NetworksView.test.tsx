import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { renderView, showView, topView } from '../../../../test/renderView.js'
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
