import { expect, test } from 'vitest'
import { eur, onRampAirlock, render, text } from '../../../../test/onRampFixtures.js'
import { OnRampFiatSelectView } from './OnRampFiatSelectView.js'

const rows = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) => text(inner ?? ''))

test('each fiat currency by name, with its sign and card limits; the choice is marked', () => {
  const html = render(onRampAirlock({ paymentCurrency: eur }), <OnRampFiatSelectView />)
  expect(html).toContain('<ul class="list" aria-label="Currencies">')
  expect(rows(html)).toEqual([
    '$ US Dollar Card payments from $10.00 to $7,500.00 USD',
    '€ Euro Card payments from €10.00 to €7,500.00 EUR',
  ])
  expect(html).toMatch(/aria-current="true"><span class="currency-icon currency-badge"[^>]*>€/)
  expect(html.match(/aria-current/g)).toHaveLength(1)
})
