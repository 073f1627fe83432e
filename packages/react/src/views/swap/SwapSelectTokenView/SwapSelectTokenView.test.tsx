import { expect, test } from 'vitest'
import { buttons, render, swapAirlock, text } from '../../../../test/swapFixtures.js'
import { SwapSelectTokenView } from './SwapSelectTokenView.js'

test('a labelled search, then "Your tokens" with balances and "Popular"', () => {
  const airlock = swapAirlock()
  airlock.navigate({ type: 'push', view: 'SwapSelectToken', data: { target: 'toToken' } })
  const html = render(airlock, <SwapSelectTokenView />)
  const id = /<label class="visually-hidden" for="([^"]+)">Search tokens<\/label>/.exec(html)?.[1]
  expect(html).toMatch(new RegExp(`<input id="${id}" class="search-input" type="search"`))
  const headings = [...html.matchAll(/<h3 class="swap-list-title" id="([^"]+)">([^<]+)<\/h3>/g)]
  expect(headings.map(([, , title]) => title)).toEqual(['Your tokens', 'Popular'])
  // Each list is a section named by its heading.
  for (const [, headingId] of headings) expect(html).toContain(`aria-labelledby="${headingId}"`)
  expect(buttons(html)).toEqual([
    'Ether 2.50 ETH $7,500.00',
    'USD Coin 120.50 USDC $120.50',
    'Wrapped BTC WBTC',
    'Dai Stablecoin DAI',
  ])
  // The side's current token is marked.
  expect(html).toMatch(/aria-current="true" data-testid="swap-token-USDC"/)
  expect(text(html)).not.toContain('No token matches')
})

test('nothing loaded yet: skeleton rows', () => {
  expect(render(swapAirlock({ tokens: [] }), <SwapSelectTokenView />)).toContain('aria-busy="true"')
})
