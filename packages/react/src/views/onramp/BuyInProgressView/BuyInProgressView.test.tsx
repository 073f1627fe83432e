import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { onRampAirlock, providers, render, text } from '../../../../test/onRampFixtures.js'
import { delivered, onRampRoutes } from '../../../../test/onRampRoutes.js'
import { onRampStarted } from '../../../../test/onRampStarted.js'
import { renderView, topView } from '../../../../test/renderView.js'
import { serveApi } from '../../../../test/serveApi.js'
import { BuyInProgressView } from './BuyInProgressView.js'

const [sandbox] = providers

test('while the checkout is open: where to go on, what is bought, a spinner and Cancel', () => {
  const html = render(
    onRampAirlock({ status: 'waiting', provider: sandbox }),
    <BuyInProgressView />,
  )
  expect(html).toContain('<span class="spinner" aria-hidden="true"></span>')
  expect(text(/<div role="status".*?<\/div>/.exec(html)?.[0] ?? '')).toBe(
    'Continue in Airlock Sandbox Complete the purchase in the Airlock Sandbox window. This view updates when it is done.',
  )
  expect(text(html)).toContain('Buying 48.90 USDC for $50.00')
  expect(html).toMatch(/<button type="button" class="secondary">Cancel<\/button>/)
})

test('once paid, it says the tokens are on their way', () => {
  const html = render(
    onRampAirlock({ status: 'processing', provider: sandbox }),
    <BuyInProgressView />,
  )
  expect(text(/<div role="status".*?<\/div>/.exec(html)?.[0] ?? '')).toBe(
    'Payment received Sending 48.90 USDC to your wallet…',
  )
})

test('a declined payment is announced, with Try again and no spinner', () => {
  const html = render(
    onRampAirlock({ status: 'failed', provider: sandbox, error: { code: 'declined' } }),
    <BuyInProgressView />,
  )
  expect(html).not.toContain('spinner')
  expect(text(/<div role="alert".*?<\/div>/.exec(html)?.[0] ?? '')).toBe(
    'Purchase failed The payment was declined. Nothing was bought.',
  )
  expect(html).toMatch(/<button type="button" class="primary">Try again<\/button>/)
  // The spinner gone, the card fits what is left (useContentHeight).
  expect(html).toContain('data-card-fit="true"')
})

describe('interactions', () => {
  test('waiting on the checkout; once the purchase is delivered, its activity shows', async () => {
    let calls = 0
    const api = await serveApi(onRampRoutes(() => (calls++ === 0 ? [] : [delivered])))
    try {
      const { airlock } = await onRampStarted(api.url)
      renderView(airlock, <BuyInProgressView />)
      expect(screen.getByTestId('buy-amount').textContent).toBe('Buying 48.90 USDC for $50.00')
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toContain('Continue in Airlock Sandbox'),
      )
      // The purchases are read again every 4 s (SPEC §9) until the new one is there.
      await waitFor(() => expect(topView(airlock)).toBe('OnRampActivity'), { timeout: 15_000 })
      expect(airlock.store.getState().onRamp.status).toBe('success')
    } finally {
      await api.close()
    }
  }, 20_000)

  test('Cancel gives the purchase up and goes back to Buy', async () => {
    const api = await serveApi(onRampRoutes())
    try {
      const { airlock } = await onRampStarted(api.url)
      const { user } = renderView(airlock, <BuyInProgressView />)
      await user.click(screen.getByRole('button', { name: 'Cancel' }))
      expect(topView(airlock)).toBe('OnRampProviders')
      expect(airlock.store.getState().onRamp.status).toBe('idle')
    } finally {
      await api.close()
    }
  })
})
