import { createAirlock } from '@airlock/core'
import { screen, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { emailWalletAirlock } from '../../../../test/emailWalletSetup.js'
import { renderView } from '../../../../test/renderView.js'
import { AirlockProvider } from '../../../context/AirlockProvider.js'
import { ApproveTransactionView } from './ApproveTransactionView.js'

function render(approving: boolean, frameHeight?: number) {
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  airlock.store.setState((state) => ({
    embeddedWallet: { ...state.embeddedWallet, approving, frameHeight },
  }))
  return renderToStaticMarkup(
    <AirlockProvider airlock={airlock}>
      <ApproveTransactionView />
    </AirlockProvider>,
  )
}

test('while approving, the view is only the frame’s 400 px region: no "in your wallet", no third button', () => {
  const html = render(true)
  expect(html).toBe(
    '<section class="approve-area" style="height:400px" aria-label="Wallet approval" aria-busy="true" data-testid="approve-area">Loading the wallet…</section>',
  )
  expect(html).not.toContain('your wallet')
  expect(html).not.toContain('<button')
})

test('once the frame said how tall its screen is, the region is that tall', () => {
  expect(render(true, 252)).toContain('style="height:252px"')
})

test('with nothing to approve, it says so, and Cancel goes back', () => {
  expect(render(false)).toContain('<p class="note">Nothing to approve.</p>')
  expect(render(false)).toContain('<button type="button" class="secondary">Cancel</button>')
})

test('a signature the dapp asks for shows the wallet’s frame here; Back rejects it and hides the frame', async () => {
  // The frame never answers: the person has not approved yet.
  const { airlock, frame } = await emailWalletAirlock({ RPC_REQUEST: () => new Promise(() => {}) })
  airlock.close()
  const adapter = await airlock.eip155()
  const signing = adapter.signMessage('Hello from the dapp').catch((error: unknown) => error)
  await waitFor(() => expect(airlock.store.getState().embeddedWallet.approving).toBe(true))
  expect(airlock.store.getState().router.history).toEqual(['ApproveTransaction'])
  expect(airlock.store.getState().embeddedWallet.approval).toBe('signature')
  renderView(airlock, <ApproveTransactionView />)
  expect(screen.getByRole('region', { name: 'Wallet approval' })).toBeTruthy()
  // The frame is laid over this area (a frame of the secure origin, which the page cannot press).
  await waitFor(() => expect(frame.elements.at(-1)?.style.cssText).toContain('position'))
  // The header's Back (or close, or Escape): the request is refused.
  airlock.navigate({ type: 'back' })
  expect(await signing).toMatchObject({ code: 4001 })
  expect(airlock.store.getState().embeddedWallet.approving).toBe(false)
})

test('the frame is laid out unseen over the area until its screen has said its size, then shown', async () => {
  const { airlock, frame } = await emailWalletAirlock({ RPC_REQUEST: () => new Promise(() => {}) })
  airlock.close()
  const adapter = await airlock.eip155()
  const signing = adapter.signMessage('Hello from the dapp').catch((error: unknown) => error)
  await waitFor(() => expect(airlock.store.getState().embeddedWallet.approving).toBe(true))
  renderView(airlock, <ApproveTransactionView />)
  const style = () => frame.elements.at(-1)?.style.cssText ?? ''
  // At the area's place and width (its screen measures itself there), but neither seen nor pressed.
  await waitFor(() => expect(style()).toContain('display:block'))
  expect(style()).toContain('opacity:0;pointer-events:none;')
  // Its screen says how tall it is (at the width it is laid out at): shown, where it stays.
  airlock.store.setState((state) => ({
    embeddedWallet: { ...state.embeddedWallet, frameHeight: 300 },
  }))
  await waitFor(() => expect(style()).not.toContain('opacity'))
  expect(style()).toContain('display:block')
  airlock.navigate({ type: 'back' })
  expect(await signing).toMatchObject({ code: 4001 })
})
