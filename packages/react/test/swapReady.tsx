import { screen, waitFor } from '@testing-library/react'
import { SwapView } from '../src/views/swap/SwapView/SwapView.js'
import { connectedAirlock } from './connectedAirlock.js'
import { renderView } from './renderView.js'

/**
 * A client connected to the test wallet that opened Swap for ETH → USDC (its tokens loaded from
 * the swap routes at `apiUrl`) and, given an amount, typed it and got its quote; the Swap view is
 * then left, as when the person moves on to another swap view.
 */
export async function swapReady(apiUrl: string, amount?: string) {
  const connected = await connectedAirlock({ apiUrl })
  const { airlock } = connected
  airlock.open({ view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'USDC' } })
  const { user, unmount } = renderView(airlock, <SwapView />)
  const field = await screen.findByRole('textbox', { name: 'You pay' })
  if (amount !== undefined) {
    await user.type(field, amount)
    await waitFor(() => {
      if (airlock.store.getState().swap.toTokenAmount === '') throw new Error('Not quoted yet')
    })
  }
  unmount()
  return connected
}
