import { screen } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { convertRoutes } from '../../../../test/convertFixtures.js'
import { renderView, topView } from '../../../../test/renderView.js'
import { type ApiServer, serveApi } from '../../../../test/serveApi.js'
import { buttons, render, swapAirlock, text } from '../../../../test/swapFixtures.js'
import { swapReady } from '../../../../test/swapReady.js'
import { SwapSelectTokenView } from './SwapSelectTokenView.js'

test('a labelled search, then "Your tokens" with balances and "Popular"', () => {
  const airlock = swapAirlock()
  airlock.navigate({ type: 'push', view: 'SwapSelectToken', data: { target: 'toToken' } })
  const html = render(airlock, <SwapSelectTokenView />)
  const id = /<label class="visually-hidden" for="([^"]+)">Search tokens<\/label>/.exec(html)?.[1]
  expect(html).toMatch(new RegExp(`<input id="${id}" class="search-input" type="search"`))
  // What the field shows is what it is called (WCAG 2.5.3).
  expect(html).toMatch(new RegExp(`<input id="${id}"[^>]* placeholder="Search tokens"`))
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

describe('interactions', () => {
  let api: ApiServer
  beforeAll(async () => {
    api = await serveApi(convertRoutes)
  })
  afterAll(() => api.close())

  test('a search narrows the lists; the token picked becomes the side’s, and the picker goes back', async () => {
    const { airlock } = await swapReady(api.url)
    airlock.navigate({ type: 'push', view: 'SwapSelectToken', data: { target: 'toToken' } })
    const { user } = renderView(airlock, <SwapSelectTokenView />)
    await user.type(screen.getByRole('searchbox', { name: 'Search tokens' }), 'wrapped')
    const found = screen.getAllByRole('button')
    expect(found.map((button) => button.textContent)).toEqual(['Wrapped BTCWBTC'])
    await user.click(found[0] as HTMLElement)
    expect(airlock.store.getState().swap.toToken?.symbol).toBe('WBTC')
    expect(topView(airlock)).toBe('Swap')
  })

  test('a search that matches nothing says so', async () => {
    const { airlock } = await swapReady(api.url)
    airlock.navigate({ type: 'push', view: 'SwapSelectToken', data: { target: 'sourceToken' } })
    const { user } = renderView(airlock, <SwapSelectTokenView />)
    await user.type(screen.getByRole('searchbox', { name: 'Search tokens' }), 'nothing')
    expect(screen.getByText('No token matches your search.')).toBeTruthy()
  })
})
