import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { renderView, showView, topView } from '../../../../test/renderView.js'
import { NetworksView } from './NetworksView.js'

test('the current network is marked; a click on another asks the wallet to switch to it', async () => {
  const airlock = connectedAirlock()
  showView(airlock, 'Account', 'Networks')
  const { user } = renderView(airlock, <NetworksView />)
  const current = screen.getByRole('button', { name: /Foundry/ })
  expect(current.getAttribute('aria-current')).toBe('true')
  expect(current.textContent).toContain('Connected')
  // The current one does nothing.
  await user.click(current)
  expect(topView(airlock)).toBe('Networks')
  await user.click(screen.getByRole('button', { name: /Ethereum/ }))
  expect(topView(airlock)).toBe('SwitchNetwork')
  expect(airlock.store.getState().switchAttempt).toMatchObject({ chainId: 1 })
})
