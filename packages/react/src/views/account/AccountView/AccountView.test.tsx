import { screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { emailWalletAirlock } from '../../../../test/emailWalletFixtures.js'
import { buttons, render } from '../../../../test/markup.js'
import { onRampAirlock } from '../../../../test/onRampFixtures.js'
import { balances, portfolioRoutes } from '../../../../test/portfolioFixtures.js'
import { renderView, showView, topView, trackEvents } from '../../../../test/renderView.js'
import { type ApiServer, serveApi } from '../../../../test/serveApi.js'
import { AccountView } from './AccountView.js'

test('Account links to the settings only when the e-mail wallet is the one connected', () => {
  expect(render(emailWalletAirlock({ connected: true }), <AccountView />)).toContain(
    '>Account settings</button>',
  )
  expect(render(emailWalletAirlock({ connected: false }), <AccountView />)).not.toContain(
    'Account settings',
  )
})

test('the Account view offers Buy first among its features once a provider is known', () => {
  const features = (html: string) =>
    buttons(/<div class="features">.*?<\/div>/.exec(html)?.[0] ?? '')
  expect(features(render(onRampAirlock(), <AccountView />))[0]).toBe('Buy')
  // None known yet, or none allowed here: no Buy.
  expect(features(render(onRampAirlock({ providers: undefined }), <AccountView />))).not.toContain(
    'Buy',
  )
  expect(features(render(onRampAirlock({ providers: [] }), <AccountView />))).not.toContain('Buy')
})

test('an e-mail wallet shows its e-mail under the address; another wallet shows none (issue 16, item 5)', () => {
  expect(
    render(emailWalletAirlock({ connected: true, email: 'alice@airlock.test' }), <AccountView />),
  ).toContain('data-testid="account-email">alice@airlock.test</p>')
  expect(
    render(emailWalletAirlock({ connected: false, email: 'alice@airlock.test' }), <AccountView />),
  ).not.toContain('alice@airlock.test')
})

test("Buy's slot is kept while the providers load, so the features do not move when it comes (issue 16, item 5)", () => {
  const features = (html: string) => /<div class="features">.*?<\/div>/.exec(html)?.[0] ?? ''
  const loading = features(render(onRampAirlock({ providers: undefined }), <AccountView />))
  expect(loading).toContain('data-testid="buy-slot"')
  expect(buttons(loading)).toEqual(['Swap', 'Receive', 'Send'])
  // Known: Buy takes the slot; none allowed here: no slot either.
  expect(features(render(onRampAirlock(), <AccountView />))).not.toContain('buy-slot')
  expect(features(render(onRampAirlock({ providers: [] }), <AccountView />))).not.toContain(
    'buy-slot',
  )
})

describe('interactions', () => {
  let api: ApiServer
  beforeAll(async () => {
    api = await serveApi(portfolioRoutes)
  })
  afterAll(() => api.close())

  async function account() {
    const connected = await connectedAirlock({ apiUrl: api.url })
    showView(connected.airlock, 'Account')
    return { ...connected, ...renderView(connected.airlock, <AccountView />) }
  }

  test('the tokens with their total; the arrow keys move to NFTs (spam hidden) and Activity', async () => {
    const { user } = await account()
    const tokens = await screen.findByRole('list', { name: 'Tokens' })
    expect(
      within(tokens)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Ether2.50 ETH$7,500.00', 'USD Coin120.50 USDC$120.50'])
    expect(screen.getByTestId('portfolio-total').textContent).toBe('$7,620.50')
    // Amounts are isolated left to right, so Arabic does not turn '2.50 ETH' into 'ETH 2.50'.
    expect(screen.getByTestId('portfolio-total').className).toBe('ltr')
    expect(
      within(tokens)
        .getAllByRole('listitem')
        .map((row) => [...row.querySelectorAll('.ltr')].map((amount) => amount.textContent)),
    ).toEqual([
      ['2.50 ETH', '$7,500.00'],
      ['120.50 USDC', '$120.50'],
    ])
    const tab = screen.getByRole('tab', { name: 'Tokens' })
    expect(tab.getAttribute('aria-selected')).toBe('true')
    tab.focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'NFTs' })).toBe(document.activeElement)
    const nfts = await screen.findByRole('list', { name: 'NFTs' })
    expect(
      within(nfts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Key #1Airlock Keys'])
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    const months = await screen.findAllByRole('region')
    expect(months.map((month) => month.getAttribute('aria-label'))).toEqual([
      'November 2026',
      'October 2026',
    ])
    expect(screen.getAllByTestId('activity').map((row) => row.textContent)).toEqual([
      '↓Received +1.500 ETHNov 20',
      '!Sent Failed20.000 USDCOct 2',
    ])
    await user.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
  })

  test('Buy, Swap, Receive, Send and the network each open their view; Copy copies the address', async () => {
    const { airlock, wallet, user } = await account()
    const events = trackEvents(airlock)
    const feature = async (name: string) => {
      await user.click(await screen.findByRole('button', { name }))
      const view = topView(airlock)
      airlock.navigate({ type: 'back' })
      return view
    }
    expect(await feature('Buy')).toBe('OnRampProviders')
    expect(await feature('Swap')).toBe('Swap')
    expect(await feature('Receive')).toBe('WalletReceive')
    expect(await feature('Send')).toBe('WalletSend')
    expect(await feature('Network: Foundry. Switch network')).toBe('Networks')
    expect(events).toEqual(['ONRAMP_OPEN', 'OPEN_SWAP', 'OPEN_SEND', 'CLICK_NETWORKS'])
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(wallet.address)
    expect(airlock.store.getState().notification?.message).toBe('Address copied')
  })

  test('Disconnect disconnects the wallet and closes the modal', async () => {
    const { airlock, user } = await account()
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(airlock.store.getState().eip155.status).toBe('disconnected'))
    expect(airlock.store.getState().open).toBe(false)
  })

  test('an empty wallet offers Buy and Receive instead of an empty list (issue 16, item 5)', async () => {
    const empty = await serveApi({
      ...portfolioRoutes,
      '/v1/account/*/balance': () => ({ body: { balances: [] } }),
    })
    try {
      const connected = await connectedAirlock({ apiUrl: empty.url })
      showView(connected.airlock, 'Account')
      const { user } = renderView(connected.airlock, <AccountView />)
      const cta = await screen.findByTestId('empty-wallet')
      expect(cta.textContent).toContain('Your wallet is empty')
      await user.click(await within(cta).findByRole('button', { name: 'Buy crypto' }))
      expect(topView(connected.airlock)).toBe('OnRampProviders')
      connected.airlock.navigate({ type: 'back' })
      await user.click(within(cta).getByRole('button', { name: 'Receive' }))
      expect(topView(connected.airlock)).toBe('WalletReceive')
    } finally {
      await empty.close()
    }
  })

  test('tokens that cannot be read say so, and Try again reads them again', async () => {
    let fail = true
    const flaky = await serveApi({
      ...portfolioRoutes,
      '/v1/account/*/balance': () =>
        fail
          ? { status: 503, body: { name: 'UpstreamError', message: 'Down' } }
          : { body: balances },
    })
    try {
      const connected = await connectedAirlock({ apiUrl: flaky.url })
      const { user } = renderView(connected.airlock, <AccountView />)
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).toBe('Token Balance UnavailableTry again')
      fail = false
      await user.click(within(alert).getByRole('button', { name: 'Try again' }))
      expect(await screen.findByRole('list', { name: 'Tokens' })).toBeTruthy()
    } finally {
      await flaky.close()
    }
  })
})

test('a Farcaster login shows its username under the address (issue 18)', () => {
  expect(
    render(
      emailWalletAirlock({ connected: true, socialProvider: 'farcaster', socialUsername: 'ada' }),
      <AccountView />,
    ),
  ).toContain('data-testid="account-email">@ada</p>')
})

test("the header shows the account's name and avatar from /v1/identity in place of its address", async () => {
  const avatar = 'data:image/svg+xml;base64,PHN2Zy8+'
  const api = await serveApi({
    ...portfolioRoutes,
    '/v1/identity/*': () => ({ body: { name: 'alice.airlock.test', avatar } }),
  })
  try {
    const { airlock } = await connectedAirlock({ apiUrl: api.url })
    showView(airlock, 'Account')
    renderView(airlock, <AccountView />)
    await waitFor(() =>
      expect(screen.getByTestId('account-name').textContent).toBe('alice.airlock.test'),
    )
    expect(screen.getByTestId('account-avatar').getAttribute('src')).toBe(avatar)
  } finally {
    await api.close()
  }
})
