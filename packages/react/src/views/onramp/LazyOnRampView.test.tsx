import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { testAirlock } from '../../../test/connectedAirlock.js'
import { renderView, showView } from '../../../test/renderView.js'
import { LazyOnRampView } from './LazyOnRampView.js'

test('skeleton rows, then the on-ramp view once its chunk has loaded', async () => {
  const airlock = testAirlock()
  showView(airlock, 'OnRampProviders')
  renderView(airlock, <LazyOnRampView view="OnRampProviders" />)
  expect(screen.getByRole('list', { name: 'Loading' }).getAttribute('aria-busy')).toBe('true')
  expect(await screen.findByText('Connect a wallet to buy crypto.')).toBeTruthy()
})
