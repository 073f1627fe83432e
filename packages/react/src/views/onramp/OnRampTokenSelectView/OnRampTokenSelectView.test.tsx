import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { onRampAirlock, render, text } from '../../../../test/onRampFixtures.js'
import { onRampRoutes } from '../../../../test/onRampRoutes.js'
import { renderView, showView, topView } from '../../../../test/renderView.js'
import { serveApi } from '../../../../test/serveApi.js'
import { OnRampTokenSelectView } from './OnRampTokenSelectView.js'

const rows = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) => text(inner ?? ''))

test('each token on each network, those on the connected chain first; the choice is marked', () => {
  const html = render(onRampAirlock(), <OnRampTokenSelectView />)
  expect(html).toContain('<ul class="list" aria-label="Tokens to buy">')
  expect(rows(html)).toEqual([
    'USD Coin USDC on Airlock Devnet',
    'E Ether ETH on Ethereum', // E: the badge ETH gets, having no image
    'USD Coin USDC on Ethereum',
  ])
  expect(html.match(/aria-current="true"/g)).toHaveLength(1)
  expect(html).toMatch(
    /aria-current="true"><img class="currency-icon" src="http:\/\/127\.0\.0\.1:9\/public\/getTokenImage\/usdc"/,
  )
  // ETH has no image from the server: a lettered badge.
  expect(html).toContain(
    'aria-hidden="true" style="width:32px;height:32px;font-size:13px">E</span>',
  )
})

test('skeleton rows until the options are here', () => {
  const html = render(onRampAirlock({ options: undefined }), <OnRampTokenSelectView />)
  expect(html).toContain('aria-busy="true"')
})

test('a click on a token and network buys it there, and the picker goes back', async () => {
  const api = await serveApi(onRampRoutes())
  try {
    const { airlock } = await connectedAirlock({ apiUrl: api.url })
    showView(airlock, 'Account', 'OnRampProviders', 'OnRampTokenSelect')
    const { user } = renderView(airlock, <OnRampTokenSelectView />)
    const list = await screen.findByRole('list', { name: 'Tokens to buy' })
    await user.click(within(list).getByRole('button', { name: /Ether ETH on Ethereum/ }))
    expect(airlock.store.getState().onRamp).toMatchObject({
      purchaseCurrency: { id: 'ETH' },
      network: { chain_id: '1' },
    })
    expect(topView(airlock)).toBe('OnRampProviders')
  } finally {
    await api.close()
  }
})
