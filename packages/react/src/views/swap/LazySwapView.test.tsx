import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { testAirlock } from '../../../test/connectedAirlock.js'
import { renderView, showView } from '../../../test/renderView.js'
import { LazySwapView } from './LazySwapView.js'

test('skeleton rows, then the swap view once its chunk has loaded', async () => {
  const airlock = testAirlock()
  showView(airlock, 'Swap')
  const { user } = renderView(airlock, <LazySwapView view="Swap" />)
  expect(screen.getByRole('list', { name: 'Loading' }).getAttribute('aria-busy')).toBe('true')
  await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }))
  expect(airlock.store.getState().router.history).toEqual(['Connect'])
})
