import { screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connectedAirlock, testAirlock } from '../../../../test/connectedAirlock.js'
import { convertRoutes } from '../../../../test/convertFixtures.js'
import { renderView, showView, topView, trackEvents } from '../../../../test/renderView.js'
import { type ApiServer, serveApi } from '../../../../test/serveApi.js'
import { buttons, dai, render, swapAirlock, text, usdc } from '../../../../test/swapFixtures.js'
import { de } from '../../../locales/messages/de.js'
import { SwapView } from './SwapView.js'

test('the two sides, the quote to 6 decimals and its details, then Review', () => {
  const html = render(swapAirlock(), <SwapView />)
  // What Tab walks through, each with a name a screen reader reads.
  expect(buttons(html)).toEqual([
    'Pay your whole ETH balance',
    'Token to pay: ETH. Change',
    'Switch the tokens',
    'Token to receive: USDC. Change',
    'Review swap',
  ])
  const id = /<label id="[^"]+" for="([^"]+)">You pay<\/label>/.exec(html)?.[1]
  expect(id).toBeTruthy()
  const input = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? ''
  expect(input).toContain('inputMode="decimal"')
  expect(input).toContain('value="0.1"')
  expect(input).not.toContain('aria-invalid')
  expect(text(html)).toContain('You pay Balance: 2.50 Max')
  expect(text(html)).toContain('$300.00')
  // The quote to 6 decimals (SPEC §9), in an output labelled "You receive".
  expect(html).toMatch(
    /<output class="swap-amount" aria-labelledby="[^"]+"[^>]*>294\.123457<\/output>/,
  )
  expect(text(/<dl.*<\/dl>/.exec(html)?.[0] ?? '')).toBe(
    'Price 1 ETH = 2,941.23 USDC Price impact 0.12% Network fee $0.90 Provider fee $2.55 Max. slippage 1% Minimum received 291.182222 USDC',
  )
  expect(html).toMatch(/<button type="submit" class="primary">Review swap<\/button>/)
})

test('the Review button names the problem and is disabled while the amount cannot be swapped', () => {
  const short = render(
    swapAirlock({ sourceTokenAmount: '3', inputError: 'Insufficient balance' }),
    <SwapView />,
  )
  expect(short).toMatch(
    /<button type="submit" class="primary" disabled="">Insufficient balance<\/button>/,
  )
  const input = /<input[^>]*class="swap-amount"[^>]*>/.exec(short)?.[0] ?? ''
  expect(input).toContain('aria-invalid="true"')
  const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1]
  expect(short).toContain(
    `<p id="${describedBy}" class="visually-hidden" role="status">Insufficient balance</p>`,
  )

  const empty = render(swapAirlock({ sourceTokenAmount: '', toTokenAmount: '' }), <SwapView />)
  expect(empty).toMatch(/disabled="">Enter amount<\/button>/)
  expect(empty).not.toContain('<dl')
  const noToken = render(swapAirlock({ toToken: undefined, toTokenAmount: '' }), <SwapView />)
  expect(buttons(noToken)).toContain('Select the token to receive')
  expect(noToken).toMatch(/disabled="">Select token<\/button>/)
  const quoting = render(swapAirlock({ status: 'loadingQuote', toTokenAmount: '' }), <SwapView />)
  expect(quoting).toMatch(/disabled="">Getting the best price…<\/button>/)
  expect(quoting).toContain('aria-busy="true"')
  // A server's refusal is shown by its code, in the modal's language.
  const refused = render(
    swapAirlock({
      toToken: dai,
      toTokenAmount: '',
      inputError: 'Insufficient liquidity for this amount',
    }),
    <SwapView />,
  )
  expect(refused).toMatch(/disabled="">Insufficient liquidity for this amount<\/button>/)
})

test('a price impact above 5 % shows a warning; 5 % or less none (issue 16, item 12)', () => {
  expect(render(swapAirlock({ priceImpact: 7.5 }), <SwapView />)).toContain(
    'High price impact (7.5%): you receive noticeably less than your tokens are worth.',
  )
  expect(render(swapAirlock({ priceImpact: 5 }), <SwapView />)).not.toContain(
    'price-impact-warning',
  )
})

test('skeleton rows while the tokens load; every text in German too', () => {
  expect(render(swapAirlock({ status: 'initialising', tokens: [] }), <SwapView />)).toContain(
    'aria-busy="true"',
  )
  const german = render(
    swapAirlock({
      sourceToken: usdc,
      sourceTokenAmount: '500',
      inputError: 'Insufficient balance',
    }),
    <SwapView />,
    de,
  )
  expect(buttons(german)).toEqual([
    'Dein ganzes USDC-Guthaben zahlen',
    'Token zum Zahlen: USDC. Ändern',
    'Token tauschen',
    'Token zum Erhalten: USDC. Ändern',
    'Guthaben reicht nicht aus',
  ])
  expect(text(german)).toContain('Du zahlst Guthaben: 120.50')
})

test('opened before a wallet is connected: says so and offers to connect', () => {
  const airlock = swapAirlock()
  airlock.store.setState((state) => ({
    eip155: { ...state.eip155, status: 'disconnected', address: undefined },
  }))
  const html = render(airlock, <SwapView />)
  expect(text(html)).toBe('Connect a wallet to swap tokens. Connect Wallet')
  expect(buttons(html)).toEqual(['Connect Wallet'])
})

describe('interactions', () => {
  let api: ApiServer
  beforeAll(async () => {
    api = await serveApi(convertRoutes)
  })
  afterAll(() => api.close())

  /** The Swap view opened from a dapp's button for ETH → USDC, its tokens loaded from the server. */
  async function openSwap() {
    const connected = await connectedAirlock({ apiUrl: api.url })
    const { airlock } = connected
    airlock.open({ view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'USDC' } })
    const view = renderView(airlock, <SwapView />)
    await view.findByRole('textbox', { name: 'You pay' })
    return { ...connected, ...view }
  }

  test('opens with the tokens loaded; an amount is quoted as it is typed; Review opens the preview', async () => {
    const { airlock, user } = await openSwap()
    expect(screen.getByRole('button', { name: 'Enter amount' })).toHaveProperty('disabled', true)
    expect(screen.getByText('Balance: 2.50')).toBeTruthy()
    const amount = screen.getByRole('textbox', { name: 'You pay' })
    await user.type(amount, '0.2x')
    expect((amount as HTMLInputElement).value).toBe('0.2')
    await waitFor(() => expect(screen.getByTestId('swap-output').textContent).toBe('588.246912'))
    expect(api.requests.some((request) => request.includes('amount=200000000000000000'))).toBe(true)
    expect(screen.getByText('$600.00')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Review swap' }))
    expect(topView(airlock)).toBe('SwapPreview')
  })

  test('Switch flips the tokens; each token opens the picker for its side; Max pays it all', async () => {
    const { airlock, user } = await openSwap()
    const events = trackEvents(airlock)
    await user.click(screen.getByRole('button', { name: 'Token to receive: USDC. Change' }))
    expect(topView(airlock)).toBe('SwapSelectToken')
    expect(airlock.store.getState().router.data).toEqual({ target: 'toToken' })
    expect(events).toEqual(['CLICK_SELECT_TOKEN_TO_SWAP'])
    airlock.navigate({ type: 'back' })
    await user.click(screen.getByRole('button', { name: 'Switch the tokens' }))
    expect(screen.getByRole('button', { name: 'Token to pay: USDC. Change' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Token to receive: ETH. Change' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Pay your whole USDC balance' }))
    expect((screen.getByRole('textbox', { name: 'You pay' }) as HTMLInputElement).value).toBe(
      '120.5',
    )
  })

  test('a second decimal separator is refused in place: the value and the caret stay (issue 16, item 9)', async () => {
    const { user } = await openSwap()
    const amount = screen.getByRole('textbox', { name: 'You pay' }) as HTMLInputElement
    await user.type(amount, '1.2')
    amount.setSelectionRange(1, 1)
    await user.keyboard('.')
    expect(amount.value).toBe('1.2')
    expect(amount.selectionStart).toBe(1)
    // The next digit goes where the caret is, not to the end: "13.2", never "1.23".
    await user.keyboard('3')
    expect(amount.value).toBe('13.2')
    await user.clear(amount)
    await user.paste('1.2.3')
    expect(amount.value).toBe('')
  })

  test('without a wallet, Connect Wallet goes to Connect', async () => {
    const airlock = testAirlock()
    showView(airlock, 'Swap')
    const { user } = renderView(airlock, <SwapView />)
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(airlock.store.getState().router.history).toEqual(['Connect'])
  })
})

test('a failing price server: "Could not get a price" with Retry; the amount stays valid (issue 16, item 9)', async () => {
  let down = true
  const api = await serveApi({
    ...convertRoutes,
    '/v1/convert/quotes': (request) =>
      down
        ? { status: 503, body: { name: 'UpstreamError', message: 'Down' } }
        : (convertRoutes['/v1/convert/quotes']?.(request) ?? 'hold'),
  })
  try {
    const { airlock } = await connectedAirlock({ apiUrl: api.url })
    airlock.open({ view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'USDC' } })
    const { user } = renderView(airlock, <SwapView />)
    const amount = await screen.findByRole('textbox', { name: 'You pay' })
    await user.type(amount, '0.2')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Could not get a priceRetry')
    expect(amount.getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByRole('button', { name: 'Could not get a price' })).toHaveProperty(
      'disabled',
      true,
    )
    down = false
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getByTestId('swap-output').textContent).toBe('588.246912'))
    expect(screen.queryByRole('alert')).toBeNull()
  } finally {
    await api.close()
  }
})
