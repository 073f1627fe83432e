import { createAirlock } from '@airlock/core'
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderView, showView } from '../../../test/renderView.js'
import { LazyEmailView } from './LazyEmailView.js'

test('says it is loading, then shows the e-mail view once its chunk has loaded', async () => {
  // No networks: no wallet adapter, which would put a client without an account back on Connect.
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  showView(airlock, 'Account', 'ApproveTransaction')
  const { user } = renderView(airlock, <LazyEmailView view="ApproveTransaction" />)
  expect(screen.getByRole('status').textContent).toBe('Loading…')
  await user.click(await screen.findByRole('button', { name: 'Cancel' }))
  expect(airlock.store.getState().router.history).toEqual(['Account'])
})
