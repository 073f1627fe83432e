import { screen, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { buttons, onRampAirlock, render, text } from '../../../../test/onRampFixtures.js'
import { onRampRoutes } from '../../../../test/onRampRoutes.js'
import { renderView, showView, topView } from '../../../../test/renderView.js'
import { type ApiServer, serveApi } from '../../../../test/serveApi.js'
import { AirlockProvider } from '../../../context/AirlockProvider.js'
import { de } from '../../../locales/messages/de.js'
import { LazyOnRampView } from '../LazyOnRampView.js'
import { OnRampProvidersView } from './OnRampProvidersView.js'

test('the amount with its currency, the token, the limits, the quote, then the providers', () => {
  const html = render(onRampAirlock(), <OnRampProvidersView />)
  expect(buttons(html)).toEqual([
    'Pay in USD. Change currency',
    'Buy USDC on Airlock Devnet. Change token',
    'Airlock Sandbox Fees 1-2%',
    'Meld.io Fees 1-2%',
  ])
  // The field is labelled, and described by the limits and the error region.
  const id = /<label class="field" for="([^"]+)">You pay<\/label>/.exec(html)?.[1]
  expect(id).toBeTruthy()
  const input = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? ''
  expect(input).toContain('inputMode="decimal"')
  expect(input).toContain('value="50"')
  expect(input).not.toContain('aria-invalid')
  expect(text(html)).toContain('Card payments from $10.00 to $7,500.00')
  expect(html).toContain('<dl class="facts wide quote" aria-label="Quote"')
  expect(text(/<dl.*<\/dl>/.exec(html)?.[0] ?? '')).toBe(
    'Provider fee $1.00 Network fee $0.10 Subtotal $48.90 Total $50.00 You get 48.90 USDC',
  )
  expect(html).toContain('data-amount="48.9"')
  // Currency images: the server's for USDC, a lettered badge for USD.
  expect(html).toContain('src="http://127.0.0.1:9/public/getTokenImage/usdc"')
  expect(html).toMatch(
    /<span class="currency-icon currency-badge" aria-hidden="true"[^>]*>\$<\/span>/,
  )
  expect(html).toContain('src="http://127.0.0.1:9/public/onramp/sandbox.svg"')
})

test('an amount outside the limits is marked invalid and names the bound', () => {
  const below = render(
    onRampAirlock({
      amount: '5',
      quote: undefined,
      error: { code: 'belowMinimum', limit: '10.00', currency: 'USD' },
    }),
    <OnRampProvidersView />,
  )
  expect(below).toContain('aria-invalid="true"')
  expect(below).toMatch(/role="alert">The minimum amount is \$10\.00<\/p>/)
  expect(below).not.toContain('<dl')
  const above = render(
    onRampAirlock({
      amount: '8000',
      quote: undefined,
      error: { code: 'aboveMaximum', limit: '7500.00', currency: 'USD' },
    }),
    <OnRampProvidersView />,
  )
  expect(above).toMatch(/role="alert">The maximum amount is \$7,500\.00<\/p>/)
})

test('a closed provider window is explained where the buyer chooses again', () => {
  const html = render(onRampAirlock({ error: { code: 'popupClosed' } }), <OnRampProvidersView />)
  expect(html).toMatch(
    /role="alert">The provider window was closed before a purchase was made\.<\/p>/,
  )
  expect(html).not.toContain('aria-invalid')
})

test('while the quote is asked for, it says so', () => {
  const html = render(onRampAirlock({ quote: undefined, quoting: true }), <OnRampProvidersView />)
  expect(html).toContain('<p class="hint" role="status">Getting a quote…</p>')
})

test('a restricted region, or no account, gets a sentence and no form', () => {
  const restricted = render(
    onRampAirlock({ providers: [], restricted: true }),
    <OnRampProvidersView />,
  )
  expect(text(restricted)).toBe('Buying crypto is not available in your region.')
  const away = render(onRampAirlock({}, { connected: false }), <OnRampProvidersView />)
  expect(text(away)).toBe('Connect a wallet to buy crypto.')
})

test('speaks German with the German catalogue', () => {
  // The provider loads German after mounting; the `messages` prop gives it at once.
  const html = renderToStaticMarkup(
    <AirlockProvider airlock={onRampAirlock()} messages={de}>
      <OnRampProvidersView />
    </AirlockProvider>,
  )
  expect(text(html)).toContain('Du zahlst')
  expect(text(html)).toContain('Anbieter wählen')
  expect(buttons(html)[0]).toBe('Zahlung in USD. Währung ändern')
})

test('an on-ramp view shows skeleton rows while its chunk loads', () => {
  const html = render(onRampAirlock(), <LazyOnRampView view="OnRampProviders" />)
  expect(html).toContain(
    '<div class="lazy-view onramp" data-view-loading="true"><ul class="list" aria-busy="true"',
  )
})

describe('interactions', () => {
  let api: ApiServer
  beforeAll(async () => {
    api = await serveApi(onRampRoutes())
  })
  afterAll(() => api.close())

  async function buying() {
    const connected = await connectedAirlock({ apiUrl: api.url })
    showView(connected.airlock, 'Account', 'OnRampProviders')
    const view = renderView(connected.airlock, <OnRampProvidersView />)
    const amount = await view.findByRole('textbox', { name: 'You pay' })
    return { ...connected, ...view, amount }
  }

  test('an amount is quoted; a provider opens its checkout and the purchase is followed', async () => {
    const { airlock, user, amount } = await buying()
    await user.type(amount, '50')
    await waitFor(() =>
      expect(screen.getByLabelText('Quote').textContent).toContain('You get48.90 USDC'),
    )
    await user.click(screen.getByRole('button', { name: /Airlock Sandbox/ }))
    expect(topView(airlock)).toBe('BuyInProgress')
    expect(airlock.store.getState().onRamp.provider?.id).toBe('sandbox')
    await waitFor(() =>
      expect(
        api.requests.some((request) => request.startsWith('POST /v1/generators/onrampurl')),
      ).toBe(true),
    )
  })

  test('below the minimum, a provider is refused: the bound is said at the field, which takes focus', async () => {
    const { airlock, user, amount } = await buying()
    await user.type(amount, '5')
    await user.click(screen.getByRole('button', { name: /Meld\.io/ }))
    expect(screen.getByRole('alert').textContent).toBe('The minimum amount is $10.00')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(amount)
    expect(topView(airlock)).toBe('OnRampProviders')
  })

  test('the currency and the token open their pickers', async () => {
    const { airlock, user } = await buying()
    await user.click(screen.getByRole('button', { name: 'Pay in USD. Change currency' }))
    expect(topView(airlock)).toBe('OnRampFiatSelect')
    airlock.navigate({ type: 'back' })
    await user.click(screen.getByRole('button', { name: /^Buy .* Change token$/ }))
    expect(topView(airlock)).toBe('OnRampTokenSelect')
  })
})
