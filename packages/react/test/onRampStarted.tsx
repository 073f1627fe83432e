import { screen, waitFor } from '@testing-library/react'
import { OnRampProvidersView } from '../src/views/onramp/OnRampProvidersView/OnRampProvidersView.js'
import { connectedAirlock } from './connectedAirlock.js'
import { renderView, showView } from './renderView.js'

/**
 * A client connected to the test wallet that typed 50 USD of USDC in Buy, got its quote, and
 * chose Airlock Sandbox: the checkout is open (a window of happy-dom's) and BuyInProgress shows.
 */
export async function onRampStarted(apiUrl: string) {
  const connected = await connectedAirlock({ apiUrl })
  const { airlock } = connected
  showView(airlock, 'Account', 'OnRampProviders')
  const { user, unmount } = renderView(airlock, <OnRampProvidersView />)
  await user.type(await screen.findByRole('textbox', { name: 'You pay' }), '50')
  await waitFor(() => {
    if (!airlock.store.getState().onRamp.quote) throw new Error('Not quoted yet')
  })
  await user.click(screen.getByRole('button', { name: /Airlock Sandbox/ }))
  unmount()
  return connected
}
