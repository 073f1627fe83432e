import { connectWallet } from '@airlock/core'
import type { BalanceResponse, HistoryResponse } from '@airlock/protocol'
import { installSolanaTestWallet } from '@airlock/test-kit/installSolanaTestWallet'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { testAirlock } from '../../../../test/connectedAirlock.js'
import { renderView, showView, topView } from '../../../../test/renderView.js'
import { type ApiRoutes, serveApi } from '../../../../test/serveApi.js'
import { solanaCluster, solanaConfig } from '../../../../test/solanaNetwork.js'
import { AccountView } from './AccountView.js'

const cluster = solanaCluster
const solana = solanaConfig

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** A Solana test wallet connected to a client whose server answers `routes` (serveApi's). */
async function connectedSolanaAccount(routes: ApiRoutes) {
  const wallet = installSolanaTestWallet({ chains: [cluster], rpcUrl: 'http://127.0.0.1:9' })
  cleanups.push(() => wallet.uninstall())
  const api = await serveApi(routes)
  cleanups.push(() => api.close())
  const airlock = testAirlock({ apiUrl: api.url, solana })
  await airlock.adapter('solana')
  const connectorUid = airlock.store.getState().solana.connectors[0]?.uid ?? ''
  expect(await connectWallet(airlock, { namespace: 'solana', connectorUid })).toBe(true)
  return { airlock, wallet, api }
}

test('with a Solana wallet connected, Account shows its address, SOL and SPL balances, and disconnects it alone', async () => {
  const wallet = installSolanaTestWallet({ chains: [cluster], rpcUrl: 'http://127.0.0.1:9' })
  cleanups.push(() => wallet.uninstall())
  const balances: BalanceResponse = {
    balances: [
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: cluster,
        value: 225,
        price: 150,
        quantity: { decimals: '9', numeric: '1.5' },
        iconUrl: 'http://127.0.0.1:9/sol.svg',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: cluster,
        address: `${cluster}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`,
        value: 42,
        price: 1,
        quantity: { decimals: '6', numeric: '42' },
        iconUrl: 'http://127.0.0.1:9/usdc.svg',
      },
    ],
  }
  const api = await serveApi({ '/v1/account/*/balance': () => ({ body: balances }) })
  cleanups.push(() => api.close())
  const airlock = testAirlock({ apiUrl: api.url, solana })
  await airlock.adapter('solana')
  const connectorUid = airlock.store.getState().solana.connectors[0]?.uid ?? ''
  expect(await connectWallet(airlock, { namespace: 'solana', connectorUid })).toBe(true)

  const account = renderView(airlock, <AccountView />)
  // The Solana account loads as a chunk of its own once the wallet is connected.
  const section = await screen.findByTestId('solana-account')
  expect(within(section).getByTestId('solana-address').textContent).toBe(
    `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`,
  )
  await waitFor(() =>
    expect(within(section).getByTestId('solana-balance').textContent).toBe('1.50 SOL'),
  )
  expect(within(section).getByTestId('solana-token-USDC').textContent).toContain('42.00 USDC')
  expect(
    api.requests.some((request) => request.includes(`chainId=${encodeURIComponent(cluster)}`)),
  ).toBe(true)
  await account.user.click(within(section).getByRole('button', { name: 'Disconnect Solana' }))
  await waitFor(() => expect(airlock.getAccount('solana').status).toBe('disconnected'))
  expect(wallet.requests).toContain('disconnect')
})

test('the Solana account lists its activity from the server, read for its cluster', async () => {
  const wallet = installSolanaTestWallet({ chains: [cluster], rpcUrl: 'http://127.0.0.1:9' })
  cleanups.push(() => wallet.uninstall())
  const history: HistoryResponse = {
    data: [
      {
        id: 'sol-1',
        metadata: {
          operationType: 'send',
          hash: '5j7s1QjmRKFuDbCWMRVRNibSV2VAAEcNKP6HWU7GwPdXkBZvhz8n4vQl1bFMznEvcBRRjUQKrLwHYUZXBKgzyQ1',
          chain: cluster,
          minedAt: '2026-11-20T10:00:00Z',
          sentFrom: wallet.address,
          sentTo: 'CuieVDEDtLo7FypA9SbLM9saXFdb1dsshEkyErMqkRQq',
          status: 'confirmed',
          nonce: 0,
        },
        transfers: [
          {
            fungible_info: { name: 'Solana', symbol: 'SOL' },
            direction: 'out',
            quantity: { numeric: '0.5' },
          },
        ],
      },
    ],
    next: null,
  }
  const api = await serveApi({
    '/v1/account/*/balance': () => ({ body: { balances: [] } }),
    '/v1/account/*/history': () => ({ body: history }),
  })
  cleanups.push(() => api.close())
  const airlock = testAirlock({ apiUrl: api.url, solana })
  await airlock.adapter('solana')
  const connectorUid = airlock.store.getState().solana.connectors[0]?.uid ?? ''
  expect(await connectWallet(airlock, { namespace: 'solana', connectorUid })).toBe(true)
  renderView(airlock, <AccountView />)
  const activity = await screen.findByRole('region', { name: 'Activity' })
  await waitFor(() => expect(within(activity).getAllByTestId('activity')).toHaveLength(1))
  expect(within(activity).getByTestId('activity').textContent).toContain('Sent −0.500 SOL')
  expect(
    api.requests.some(
      (request) =>
        request.includes(`/v1/account/${wallet.address}/history`) &&
        request.includes(`chainId=${encodeURIComponent(cluster)}`),
    ),
  ).toBe(true)
})

test('the Solana account has Buy and Receive: each makes Solana active and opens its view; no Buy without a provider for Solana', async () => {
  const { airlock, api } = await connectedSolanaAccount({
    '/v1/account/*/balance': () => ({ body: { balances: [] } }),
  })
  const provider = {
    id: 'sandbox',
    name: 'Airlock Sandbox',
    logoUrl: `${api.url}/public/onramp/sandbox.svg`,
    feeRange: '1-2%',
  }
  // Providers known, none delivering to Solana: no Buy there.
  airlock.store.setState((state) => ({
    onRamp: { ...state.onRamp, providers: [{ ...provider, namespaces: ['eip155'] }] },
  }))
  showView(airlock, 'Account')
  const { user } = renderView(airlock, <AccountView />)
  const section = await screen.findByTestId('solana-account')
  expect(within(section).getByRole('button', { name: 'Receive' })).toBeTruthy()
  expect(within(section).queryByRole('button', { name: 'Buy' })).toBeNull()
  airlock.store.setState((state) => ({
    activeNamespace: 'eip155',
    onRamp: { ...state.onRamp, providers: [{ ...provider, namespaces: ['eip155', 'solana'] }] },
  }))
  await user.click(await within(section).findByRole('button', { name: 'Buy' }))
  expect(airlock.store.getState().activeNamespace).toBe('solana')
  expect(topView(airlock)).toBe('OnRampProviders')
  showView(airlock, 'Account')
  airlock.store.setState({ activeNamespace: 'eip155' })
  await user.click(within(section).getByRole('button', { name: 'Receive' }))
  expect(airlock.store.getState().activeNamespace).toBe('solana')
  expect(topView(airlock)).toBe('WalletReceive')
})

test('the Solana account lays out its features as the EVM account does: Buy’s slot kept while providers load, then Buy, Swap, Receive and Send in one grid; Send opens its form beneath', async () => {
  // The providers are not known yet (their request is on its way): Buy's place is held, so
  // nothing moves when it comes.
  const { airlock } = await connectedSolanaAccount({
    '/v1/account/*/balance': () => ({ body: { balances: [] } }),
    '/v1/onramp/providers': () => 'hold',
  })
  showView(airlock, 'Account')
  const { user } = renderView(airlock, <AccountView />)
  const section = await screen.findByTestId('solana-account')
  const features = () => section.querySelector('.features')
  await waitFor(() => expect(features()).not.toBeNull())
  expect(features()?.querySelector('[data-testid="solana-buy-slot"]')).not.toBeNull()
  airlock.store.setState((state) => ({
    onRamp: {
      ...state.onRamp,
      providers: [
        { id: 'sandbox', name: 'Sandbox', logoUrl: '', feeRange: '1-2%', namespaces: ['solana'] },
      ],
    },
  }))
  await within(section).findByRole('button', { name: 'Buy' })
  const labels = [...(features()?.querySelectorAll('button.feature') ?? [])].map((button) => [
    button.textContent,
    Boolean(button.querySelector('svg')),
  ])
  expect(labels).toEqual([
    ['Buy', true],
    ['Swap', true],
    ['Receive', true],
    ['Send', true],
  ])
  const send = within(section).getByRole('button', { name: 'Send' })
  expect(send.getAttribute('aria-expanded')).toBe('false')
  expect(within(section).queryByTestId('solana-send')).toBeNull()
  await user.click(send)
  expect(send.getAttribute('aria-expanded')).toBe('true')
  expect(within(section).getByTestId('solana-send')).toBeTruthy()
  expect(send.getAttribute('aria-controls')).toBe(within(section).getByTestId('solana-send').id)
})

test('while its activity loads, the Solana account holds one placeholder row (the card keeps a view’s tallest height, so three left a blank under an empty account)', async () => {
  const { airlock } = await connectedSolanaAccount({
    '/v1/account/*/balance': () => ({ body: { balances: [] } }),
    '/v1/account/*/history': () => 'hold',
  })
  showView(airlock, 'Account')
  renderView(airlock, <AccountView />)
  const activity = await screen.findByTestId('solana-activity')
  await waitFor(() => expect(activity.querySelector('[aria-busy="true"]')).not.toBeNull())
  expect(activity.querySelectorAll('.skeleton-row')).toHaveLength(1)
})
