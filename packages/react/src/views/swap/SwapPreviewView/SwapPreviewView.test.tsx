import { screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { convertRoutes } from '../../../../test/convertFixtures.js'
import { renderView, topView } from '../../../../test/renderView.js'
import { type ApiServer, serveApi } from '../../../../test/serveApi.js'
import { buttons, render, swapAirlock, text, usdc } from '../../../../test/swapFixtures.js'
import { swapReady } from '../../../../test/swapReady.js'
import { de } from '../../../locales/messages/de.js'
import { SwapPreviewView } from './SwapPreviewView.js'

test('what is sent and received, the fees, and Cancel beside the swap, prepared first', () => {
  const html = render(swapAirlock(), <SwapPreviewView />)
  expect(text(/<dl class="facts wide">.*?<\/dl>/.exec(html)?.[0] ?? '')).toBe(
    'You send 0.1 ETH $300.00 You get 294.123457 USDC $294.12',
  )
  // The fees, not the price lines the Swap view showed.
  expect(text(/<dl class="facts wide swap-details".*?<\/dl>/.exec(html)?.[0] ?? '')).toBe(
    'Network fee $0.90 Provider fee $2.55 Max. slippage 1% Minimum received 291.182222 USDC',
  )
  expect(html).not.toContain('swap-steps')
  // Until the allowance is checked and the swap built, it cannot be confirmed.
  expect(buttons(html)).toEqual(['Cancel', 'Preparing…'])
  expect(html).toMatch(/<button type="button" class="primary" disabled="">Preparing…<\/button>/)
  expect(html).toContain('role="status">Preparing…</p>')
})

test('in German the amount paid reads with a comma, in the facts and the approval step', () => {
  const airlock = swapAirlock({
    sourceToken: usdc,
    // Max stores a dot.
    sourceTokenAmount: '0.5',
    approvalTransaction: {
      to: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      data: '0x',
      value: 0n,
      gas: 1n,
    },
  })
  renderView(airlock, <SwapPreviewView />, de, 'de')
  expect(screen.getByTestId('swap-send').textContent).toMatch(/^0,5 USDC/)
  expect(screen.getByText(/genau 0,5 USDC/)).toBeTruthy()
})

test('an ERC-20 with a short allowance shows the two steps: approve, then swap', () => {
  const html = render(
    swapAirlock({
      sourceToken: usdc,
      sourceTokenAmount: '5',
      toTokenAmount: '0.0016',
      approvalTransaction: {
        to: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        data: '0x095ea7b3',
        value: 0n,
        gas: 55_000n,
      },
      toToken: { ...usdc, symbol: 'ETH', name: 'Ether' },
    }),
    <SwapPreviewView />,
  )
  const steps = /<ol class="swap-steps" aria-label="Steps">(.*?)<\/ol>/.exec(html)?.[1] ?? ''
  expect(
    [...steps.matchAll(/<li class="swap-step" data-state="(\w+)"/g)].map(([, s]) => s),
  ).toEqual(['pending', 'pending'])
  expect(text(steps)).toBe(
    'Approve USDC Lets the exchange spend exactly 5 USDC. Waiting Swap USDC for ETH Waiting',
  )
  const german = render(
    swapAirlock({
      sourceToken: usdc,
      sourceTokenAmount: '5',
      approvalTransaction: {
        to: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        data: '0x',
        value: 0n,
        gas: 1n,
      },
    }),
    <SwapPreviewView />,
    de,
  )
  expect(text(german)).toContain(
    'USDC freigeben Erlaubt der Börse, genau 5 USDC auszugeben. Wartet',
  )
  expect(buttons(german)).toEqual(['Abbrechen', 'Wird vorbereitet…'])
})

describe('interactions', () => {
  let api: ApiServer
  let build: 'answer' | 'hold' = 'answer'
  beforeAll(async () => {
    api = await serveApi({
      ...convertRoutes,
      '/v1/convert/build-transaction': (request) =>
        build === 'hold'
          ? 'hold'
          : (convertRoutes['/v1/convert/build-transaction']?.(request) ?? 'hold'),
    })
  })
  afterAll(() => api.close())

  async function previewing() {
    const connected = await swapReady(api.url, '0.2')
    connected.airlock.navigate({ type: 'push', view: 'SwapPreview' })
    return { ...connected, ...renderView(connected.airlock, <SwapPreviewView />) }
  }

  test('prepared, Swap asks the wallet to send the swap; declined, it goes back to the form and says so', async () => {
    build = 'answer'
    const { airlock, wallet, user } = await previewing()
    const confirm = await screen.findByRole('button', { name: 'Swap' })
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false))
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
    // The built swap's gas replaced the quote's 150,000 estimate: said, not silently swapped.
    expect(screen.getByTestId('swap-fee-refreshed').textContent).toBe(
      'Network fee updated: the built transaction was estimated again (the quote assumed $0.90).',
    )
    wallet.rejectNext()
    await user.click(confirm)
    await waitFor(() => expect(topView(airlock)).toBe('Swap'))
    expect(wallet.requests).toContain('eth_sendTransaction')
    expect(airlock.store.getState().notification).toMatchObject({
      kind: 'error',
      message: 'Signature declined',
    })
  })

  test('above 15 % price impact, Swap waits for the confirmation box (issue 16, item 12)', async () => {
    build = 'answer'
    const connected = await swapReady(api.url, '0.2')
    const { airlock } = connected
    airlock.store.setState((state) => ({ swap: { ...state.swap, priceImpact: 22 } }))
    airlock.navigate({ type: 'push', view: 'SwapPreview' })
    const { user } = renderView(airlock, <SwapPreviewView />)
    const confirm = await screen.findByRole('button', { name: 'Swap' })
    const box = screen.getByRole('checkbox', { name: /The price impact is 22%/ })
    // Prepared, yet still not to be sent.
    await waitFor(() => expect(airlock.store.getState().swap.swapTransaction).toBeDefined())
    expect(confirm).toHaveProperty('disabled', true)
    await user.click(box)
    expect(confirm).toHaveProperty('disabled', false)
  })

  test('Cancel, while the swap is prepared, goes back to the form', async () => {
    build = 'hold'
    const { airlock, user } = await previewing()
    expect(screen.getByRole('button', { name: 'Preparing…' })).toHaveProperty('disabled', true)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(topView(airlock)).toBe('Swap')
  })
})
