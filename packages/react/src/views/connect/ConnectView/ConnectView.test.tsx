import {
  type Airlock,
  createAirlock,
  createStorage,
  type StorageBackend,
  type WalletConnector,
} from '@airlock/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { AirlockProvider } from '../../../context/AirlockProvider.js'
import { ConnectView } from './ConnectView.js'

function memoryStorage(items: Record<string, unknown> = {}) {
  const map = new Map(Object.entries(items).map(([key, value]) => [key, JSON.stringify(value)]))
  const backend: StorageBackend = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
  return createStorage({ backend })
}

const connector = (
  name: string,
  rdns: string | undefined,
  icon: string | undefined,
): WalletConnector => ({
  uid: `uid-${name}`,
  id: rdns ?? 'injected',
  name,
  icon,
  rdns,
  type: 'injected',
})

function withConnectors(airlock: Airlock, connectors: WalletConnector[]) {
  airlock.store.setState({ eip155: { ...airlock.store.getState().eip155, connectors } })
  return airlock
}

const render = (airlock: Airlock) =>
  renderToStaticMarkup(
    <AirlockProvider airlock={airlock}>
      <ConnectView />
    </AirlockProvider>,
  )

/** The text of each button, in document order: what Tab walks through. */
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) =>
    (inner ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )

test('browser wallets come first and at once; the catalogue shows skeleton rows while it loads', () => {
  const airlock = withConnectors(
    createAirlock({
      projectId: 'dev',
      apiUrl: 'http://127.0.0.1:9',
      storage: memoryStorage({
        '@airlock/v1/recentWallets': [
          {
            id: 'dev.airlock.testwallet',
            name: 'Airlock Test Wallet',
            image_url: null,
            rdns: 'dev.airlock.testwallet',
          },
          {
            id: 'c57c',
            name: 'MetaMask',
            image_url: 'http://127.0.0.1:9/getWalletImage/7eed',
            rdns: 'io.metamask',
          },
        ],
      }),
    }),
    [
      connector('Injected', undefined, undefined),
      connector('Airlock Test Wallet', 'dev.airlock.testwallet', 'data:image/svg+xml,<svg/>'),
    ],
  )
  const html = render(airlock)
  // The injected wallet first, once (its recent entry is not repeated), then the other recent
  // one, then All Wallets; wagmi's icon-less generic entry is not shown.
  expect(buttons(html)).toEqual(['Airlock Test Wallet Installed', 'MetaMask Recent', 'All wallets'])
  expect(html).toContain('data-testid="featured-skeleton"')
  expect(html).toContain('aria-busy="true"')
  expect(html).toContain('<p role="status" class="visually-hidden">Loading wallets</p>')
  expect(html).toContain(
    '<img class="wallet-image" src="http://127.0.0.1:9/getWalletImage/7eed" alt=""',
  )
})

test('with nothing on the page and nothing recent, only the skeleton and All Wallets show', () => {
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    storage: memoryStorage(),
  })
  const html = render(airlock)
  expect(buttons(html)).toEqual(['All wallets'])
  expect(html).not.toContain('<ul')
  expect(html.match(/class="wallet-skeleton"/g)).toHaveLength(4)
})

test('with EVM networks, a WalletConnect entry (QR code for any wallet) comes before All Wallets', () => {
  const networks = [
    {
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
    },
  ] as const
  const offered = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    storage: memoryStorage(),
    networks,
  })
  expect(buttons(render(offered))).toEqual(['WalletConnect QR code', 'All wallets'])
  const turnedOff = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    storage: memoryStorage(),
    networks,
    walletConnect: false,
  })
  expect(buttons(render(turnedOff))).toEqual(['All wallets'])
})
