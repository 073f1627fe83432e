import { createAirlock } from '@airlock/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { AirlockProvider } from '../../../context/AirlockProvider.js'
import { ApproveTransactionView } from './ApproveTransactionView.js'

function render(approving: boolean) {
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  airlock.store.setState((state) => ({
    embeddedWallet: { ...state.embeddedWallet, approving },
  }))
  return renderToStaticMarkup(
    <AirlockProvider airlock={airlock}>
      <ApproveTransactionView />
    </AirlockProvider>,
  )
}

test('a named, 400 px region for the wallet frame, and Cancel', () => {
  const html = render(true)
  expect(html).toContain(
    '<section class="approve-area" style="height:400px" aria-label="Wallet approval" aria-busy="true" data-testid="approve-area">Loading the wallet…</section>',
  )
  expect(html).toContain('Check the request below and approve or reject it in your wallet.')
  expect(html).toContain('<button type="button" class="secondary">Cancel</button>')
})

test('with nothing to approve, it says so', () => {
  expect(render(false)).toContain('<p class="note">Nothing to approve.</p>')
})
