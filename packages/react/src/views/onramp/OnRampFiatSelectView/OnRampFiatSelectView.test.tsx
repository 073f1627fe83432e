import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { eur, onRampAirlock, render, text } from '../../../../test/onRampFixtures.js'
import { onRampRoutes } from '../../../../test/onRampRoutes.js'
import { renderView, showView, topView } from '../../../../test/renderView.js'
import { serveApi } from '../../../../test/serveApi.js'
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

test('a click on a currency pays in it, and the picker goes back', async () => {
  const api = await serveApi(onRampRoutes())
  try {
    const { airlock } = await connectedAirlock({ apiUrl: api.url })
    showView(airlock, 'Account', 'OnRampProviders', 'OnRampFiatSelect')
    const { user } = renderView(airlock, <OnRampFiatSelectView />)
    const list = await screen.findByRole('list', { name: 'Currencies' })
    await user.click(within(list).getByRole('button', { name: /EUR$/ }))
    expect(airlock.store.getState().onRamp.paymentCurrency?.id).toBe('EUR')
    expect(topView(airlock)).toBe('OnRampProviders')
  } finally {
    await api.close()
  }
})
