import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { renderView, showView } from '../../../../test/renderView.js'
import { SwitchNetworkView } from './SwitchNetworkView.js'

test('a declined switch says so; Try again asks the wallet again for the same network', async () => {
  const airlock = connectedAirlock()
  showView(airlock, 'Account')
  airlock.navigate({ type: 'push', view: 'SwitchNetwork', data: { chainId: 1 } })
  airlock.store.setState({
    switchAttempt: { status: 'rejected', chainId: 1, message: 'User rejected the request.' },
  })
  const { user } = renderView(airlock, <SwitchNetworkView />)
  expect(screen.getByRole('status').textContent).toBe(
    'Switch declinedThe network switch was declined in the wallet.',
  )
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  // Asked again (and refused here, where no wallet answers): a new answer, for the same network.
  await waitFor(() =>
    expect(airlock.store.getState().switchAttempt).not.toMatchObject({
      message: 'User rejected the request.',
    }),
  )
  expect(airlock.store.getState().switchAttempt).toMatchObject({ chainId: 1 })
})
