import { completeEmailLogin, localSiwx, serverSiwx } from '@airlock/core'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { connectedAirlock, testAirlock } from '../../../../test/connectedAirlock.js'
import { emailFrame } from '../../../../test/emailFrame.js'
import { renderApp } from '../../../../test/renderApp.js'
import { renderView, showView } from '../../../../test/renderView.js'
import { type ApiServer, serveApi } from '../../../../test/serveApi.js'
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

let api: ApiServer | undefined
afterEach(() => api?.close())

/**
 * The Airlock server's nonce check: each nonce is bound to the token it was issued with, and
 * `authenticate` refuses a message whose nonce comes with another token, as the server does.
 */
async function serveSignIn() {
  const tokens = new Map<string, string>()
  return serveApi({
    '/auth/v1/nonce': () => {
      const nonce = `nonce${tokens.size + 1}abcdefgh`
      tokens.set(nonce, `token${tokens.size + 1}`)
      return { body: { nonce, token: tokens.get(nonce) } }
    },
    '/auth/v1/authenticate': ({ body, headers }) => {
      const nonce = /^Nonce: (.+)$/m.exec((body as { message: string }).message)?.[1] ?? ''
      return headers['x-nonce-jwt'] === `Bearer ${tokens.get(nonce)}`
        ? { body: { token: 'session' } }
        : {
            status: 401,
            body: {
              name: 'InvalidNonceTokenError',
              message: 'Nonce token does not match the nonce',
            },
          }
    },
  })
}

test('signed in the e-mail wallet, whose approval shows the view again: the message goes with its own nonce', async () => {
  api = await serveSignIn()
  emailFrame({ RPC_REQUEST: () => `0x${'11'.repeat(65)}` })
  const airlock = testAirlock({
    embeddedWallet: { url: 'http://localhost:8788' },
    apiUrl: api.url,
    siwx: serverSiwx({ required: true }),
  })
  const { user } = renderApp(airlock)
  airlock.open({ view: 'Connect' })
  await completeEmailLogin(airlock, { view: 'Connect' })
  // The modal's Sign In view, inside the shadow root it renders into, its message written.
  const view = await waitFor(
    () => {
      const shadow = document.querySelector('airlock-modal')?.shadowRoot
      const region = shadow?.querySelector<HTMLElement>('[role="dialog"] .message-box')
      if (!region) throw new Error('No message yet')
      return within(region.closest<HTMLElement>('[role="dialog"]') as HTMLElement)
    },
    { timeout: 10_000 },
  )
  // The signature reaches the sign-in only once the view, shown again when the approval view
  // returns to it, has rendered and every message it asked for meanwhile has been written: the
  // order a wallet whose answer comes a task later would give (in Chromium the e-mail wallet's
  // answer reaches the sign-in within the task that shows the view again).
  const siwx = airlock.siwx
  if (!siwx) throw new Error('No sign-in adapter')
  const createMessage = siwx.createMessage.bind(siwx)
  const writing: Promise<unknown>[] = []
  siwx.createMessage = (input) => {
    const message = createMessage(input)
    writing.push(message)
    return message
  }
  const adapter = await airlock.adapter('eip155')
  const signMessage = adapter.signMessage.bind(adapter)
  adapter.signMessage = async (message) => {
    const signature = await signMessage(message)
    await waitFor(() => {
      expect(airlock.store.getState().router.history.at(-1)).toBe('SIWXSignMessage')
      expect(
        document.querySelector('airlock-modal')?.shadowRoot?.querySelector('.message-box'),
      ).toBeTruthy()
    })
    await Promise.allSettled(writing)
    return signature
  }
  await user.click(view.getByRole('button', { name: 'Sign' }))
  await waitFor(() => expect(airlock.store.getState().siwx.status).not.toBe('signing'))
  expect(airlock.store.getState().siwx).toEqual({ status: 'signed' })
  const asked = (path: string) => api?.requests.filter((request) => request.startsWith(path))
  expect(asked('POST /auth/v1/authenticate')).toHaveLength(1)
  // The view shown again while the message was being signed wrote no other.
  expect(asked('GET /auth/v1/nonce')).toHaveLength(1)
  // The first open compiles the modal's chunk and every view it imports: seconds on a loaded
  // machine, so a ceiling above the 5 s default.
}, 20_000)
