import { switchNetwork } from '@airlock/core'
import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { renderView, showView } from '../../../../test/renderView.js'
import { SwitchNetworkView } from './SwitchNetworkView.js'

test('a declined switch says so; Try again asks the wallet again, which switches', async () => {
  const { airlock, wallet } = await connectedAirlock()
  showView(airlock, 'Account')
  wallet.rejectNext()
  await switchNetwork(airlock, { chainId: 1 })
  const { user } = renderView(airlock, <SwitchNetworkView />)
  expect(screen.getByRole('status').textContent).toBe(
    'Switch declinedThe network switch was declined in the wallet.',
  )
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(airlock.store.getState().eip155.chainId).toBe(1))
  expect(wallet.chainId()).toBe(1)
  // Switched: back to the account.
  expect(airlock.store.getState().router.history).toEqual(['Account'])
})
