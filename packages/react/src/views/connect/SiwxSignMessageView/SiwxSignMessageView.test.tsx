import { localSiwx } from '@airlock/core'
import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { renderView, showView, trackEvents } from '../../../../test/renderView.js'
import { SiwxSignMessageView } from './SiwxSignMessageView.js'

function signingIn() {
  const airlock = connectedAirlock({ siwx: localSiwx() })
  showView(airlock, 'SIWXSignMessage')
  return airlock
}

test('Sign makes the message and asks the wallet to sign it', async () => {
  const airlock = signingIn()
  const events = trackEvents(airlock)
  const { user } = renderView(airlock, <SiwxSignMessageView />)
  expect(screen.getByText(/wants to know it is you/)).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Sign' }))
  // No wallet is there to sign here (the end to end tests sign with one): the attempt fails, and
  // no session is kept.
  await waitFor(() => expect(events).toContain('SIWX_AUTH_ERROR'))
  expect(events).not.toContain('SIWX_AUTH_SUCCESS')
  expect(airlock.storage.get('siwx/sessions')).toBeUndefined()
})

test('Cancel closes the modal without a session', async () => {
  const airlock = signingIn()
  const { user } = renderView(airlock, <SiwxSignMessageView />)
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(airlock.store.getState().open).toBe(false))
  expect(airlock.store.getState().siwx.status).toBe('idle')
})
