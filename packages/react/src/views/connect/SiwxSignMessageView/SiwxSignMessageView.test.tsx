import { localSiwx } from '@airlock/core'
import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { renderView, showView } from '../../../../test/renderView.js'
import { SiwxSignMessageView } from './SiwxSignMessageView.js'

async function signingIn() {
  const connected = await connectedAirlock({ siwx: localSiwx() })
  showView(connected.airlock, 'SIWXSignMessage')
  return connected
}

test('Sign has the wallet sign the message: the session is kept and the modal closes', async () => {
  const { airlock, wallet } = await signingIn()
  const { user } = renderView(airlock, <SiwxSignMessageView />)
  expect(screen.getByText(/wants to know it is you/)).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Sign' }))
  await waitFor(() => expect(airlock.store.getState().siwx.status).toBe('signed'))
  expect(wallet.requests).toContain('personal_sign')
  expect(airlock.store.getState().open).toBe(false)
  expect(await airlock.siwx?.getSessions('eip155:31337', wallet.address)).toHaveLength(1)
})

test('declined in the wallet: the reason is said, and Sign is offered again', async () => {
  const { airlock, wallet } = await signingIn()
  const { user } = renderView(airlock, <SiwxSignMessageView />)
  wallet.rejectNext()
  await user.click(screen.getByRole('button', { name: 'Sign' }))
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Signature declined'))
  expect(screen.getByRole('button', { name: 'Sign' })).toHaveProperty('disabled', false)
  expect(airlock.store.getState().open).toBe(true)
})

test('Cancel closes the modal without a session', async () => {
  const { airlock, wallet } = await signingIn()
  const { user } = renderView(airlock, <SiwxSignMessageView />)
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(airlock.store.getState().open).toBe(false))
  expect(wallet.requests).not.toContain('personal_sign')
  expect(await airlock.siwx?.getSessions('eip155:31337', wallet.address)).toEqual([])
})

test('the message is shown before Sign is pressed, and that very message is signed', async () => {
  const { airlock, wallet } = await signingIn()
  const { user } = renderView(airlock, <SiwxSignMessageView />)
  const shown = await screen.findByRole('region', { name: 'Message to sign' })
  const text = shown.textContent ?? ''
  expect(text).toContain('wants you to sign in with your Ethereum account:')
  expect(text).toContain(wallet.address)
  expect(wallet.requests).not.toContain('personal_sign')
  await user.click(screen.getByRole('button', { name: 'Sign' }))
  await waitFor(() => expect(airlock.store.getState().siwx.status).toBe('signed'))
  const [session] = (await airlock.siwx?.getSessions('eip155:31337', wallet.address)) ?? []
  expect(session?.message).toBe(text)
})
