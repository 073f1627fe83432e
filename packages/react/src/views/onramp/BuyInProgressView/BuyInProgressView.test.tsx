import { expect, test } from 'vitest'
import { onRampAirlock, providers, render, text } from '../../../../test/onRampFixtures.js'
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
})
