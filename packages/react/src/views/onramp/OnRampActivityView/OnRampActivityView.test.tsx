import type { Transaction } from '@airlock/core'
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { onRampAirlock, providers, render, text } from '../../../../test/onRampFixtures.js'
import { delivered, onRampRoutes } from '../../../../test/onRampRoutes.js'
import { renderView, showView } from '../../../../test/renderView.js'
import { serveApi } from '../../../../test/serveApi.js'
import { OnRampActivityView } from './OnRampActivityView.js'
import { PurchaseRow } from './PurchaseRow.js'

const hash = `0x${'ab'.repeat(32)}`
function purchase(
  status: Transaction['metadata']['status'],
  overrides: Partial<Transaction['metadata']> = {},
): Transaction {
  return {
    id: status,
    metadata: {
      operationType: 'receive',
      hash,
      chain: 'eip155:31337',
      minedAt: '2026-11-22T10:00:00.000Z',
      sentFrom: '0x0000000000000000000000000000000000000001',
      sentTo: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
      status,
      nonce: 0,
      ...overrides,
    },
    transfers: [
      {
        fungible_info: {
          name: 'USD Coin',
          symbol: 'USDC',
          icon: { url: 'http://127.0.0.1:9/usdc.svg' },
        },
        direction: 'in',
        quantity: { numeric: '48.9' },
      },
    ],
  }
}

test('a purchase row: asset, amount, status, date and the delivery on the explorer', () => {
  const html = render(
    onRampAirlock(),
    <PurchaseRow purchase={purchase('ONRAMP_TRANSACTION_STATUS_SUCCESS')} />,
  )
  expect(text(html)).toBe('Bought USDC Completed +48.90 USDC Nov 22')
  expect(html).toContain(`href="http://127.0.0.1:9/explorer/tx/${hash}"`)
  expect(html).toContain('rel="noopener noreferrer"')
  expect(html).toContain('<time class="row-end" dateTime="2026-11-22T10:00:00.000Z">')
  expect(html).toContain('src="http://127.0.0.1:9/usdc.svg"')
})

test('a purchase not yet delivered, or declined, has its status and no link', () => {
  const pending = render(
    onRampAirlock(),
    <PurchaseRow
      purchase={purchase('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', { hash: 'session-1' })}
    />,
  )
  expect(text(pending)).toBe('Buying USDC In progress +48.90 USDC Nov 22')
  expect(pending).not.toContain('<a ')
  const declined = render(
    onRampAirlock(),
    <PurchaseRow purchase={purchase('ONRAMP_TRANSACTION_STATUS_FAILED', { hash: '' })} />,
  )
  expect(declined).toContain('data-status="ONRAMP_TRANSACTION_STATUS_FAILED">Failed</span>')
  // Declined: nothing was received, so no amount reads as if it had been (issue 16, item 17).
  expect(text(declined)).toBe('Purchase of USDC Failed Nothing received Nov 22')
})

test('after a purchase: the news, the list as it loads, and Done', () => {
  const html = render(
    onRampAirlock({
      status: 'success',
      provider: providers[0],
      purchase: purchase('ONRAMP_TRANSACTION_STATUS_SUCCESS'),
    }),
    <OnRampActivityView />,
  )
  expect(text(/<div class="buy-done" role="status">.*?<\/div>/.exec(html)?.[0] ?? '')).toBe(
    'Purchase complete 48.90 USDC arrived in your wallet.',
  )
  expect(html).toContain('aria-busy="true"')
  expect(html).toMatch(/<button type="button" class="primary">Done<\/button>/)
  // Opened later, without a purchase just made: only the list.
  const later = render(onRampAirlock(), <OnRampActivityView />)
  expect(later).not.toContain('buy-done')
  expect(later).not.toContain('Done')
})

test('the purchases from the server; after a purchase, Done goes back to the account', async () => {
  const api = await serveApi(onRampRoutes(() => [delivered]))
  try {
    const { airlock } = await connectedAirlock({ apiUrl: api.url })
    showView(airlock, 'Account', 'OnRampProviders', 'OnRampActivity')
    airlock.store.setState((state) => ({
      onRamp: { ...state.onRamp, provider: providers[0], status: 'success', purchase: delivered },
    }))
    const { user } = renderView(airlock, <OnRampActivityView />)
    expect(screen.getAllByRole('status')[0]?.textContent).toBe(
      'Purchase complete48.90 USDC arrived in your wallet.',
    )
    const list = await screen.findByRole('list', { name: 'Your purchases' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(list.textContent).toContain('Completed')
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(airlock.store.getState().router.history).toEqual(['Account'])
  } finally {
    await api.close()
  }
})
