import { type Airlock, createAirlock, type WalletConnector } from '@airlock/core'
import { testWalletInfo } from '@airlock/test-kit/installTestWallet'
import { act, screen, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { type CatalogueServer, serveCatalogue } from '../../../../../core/test/serveCatalogue.js'
import { testAirlock } from '../../../../test/connectedAirlock.js'
import { memoryStorage } from '../../../../test/memoryStorage.js'
import { renderView, topView } from '../../../../test/renderView.js'
import { holdConnection, testWallet, testWalletConnector } from '../../../../test/testWallet.js'
import { AirlockProvider } from '../../../context/AirlockProvider.js'
import { ConnectView } from './ConnectView.js'

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

describe('interactions', () => {
  let catalogue: CatalogueServer
  beforeAll(async () => {
    catalogue = await serveCatalogue()
  })
  afterAll(() => catalogue.close())
  beforeEach(() => catalogue.failWith(undefined))

  const connectedTo = (storage = memoryStorage()) =>
    testAirlock({ apiUrl: catalogue.url, storage, walletConnect: false })

  test('a click on the browser wallet connects it, and it becomes the most recent wallet', async () => {
    const wallet = testWallet()
    const storage = memoryStorage()
    const airlock = connectedTo(storage)
    airlock.open({ view: 'Connect' })
    const { user } = renderView(airlock, <ConnectView />)
    await user.click(await screen.findByRole('button', { name: 'Airlock Test Wallet Installed' }))
    await waitFor(() => expect(airlock.store.getState().eip155.status).toBe('connected'))
    expect(airlock.store.getState().eip155.address).toBe(wallet.address)
    expect(wallet.requests).toContain('eth_requestAccounts')
    await waitFor(() => expect(storage.get('recentWallets')).toHaveLength(1))
    expect(storage.get('recentWallets')).toEqual([
      {
        id: 'dev.airlock.testwallet',
        name: 'Airlock Test Wallet',
        image_url: testWalletInfo.icon,
        rdns: 'dev.airlock.testwallet',
      },
    ])
  })

  test('the clicked browser wallet is asked first and says it is connecting from the next frame; a wallet still asking after 0.1 s gets the Connecting view', async () => {
    testWallet()
    const airlock = connectedTo()
    airlock.open({ view: 'Connect' })
    const connectorUid = await testWalletConnector(airlock)
    // The person has not answered yet: held until the test has seen each step.
    const { answer, asked } = await holdConnection(airlock, connectorUid)
    const { user } = renderView(airlock, <ConnectView />)
    const row = await screen.findByRole('button', { name: 'Airlock Test Wallet Installed' })
    // Frames held back, so the test sees what comes before the next one.
    const frames = holdFrames()
    try {
      await user.click(row)
      await asked
      // The wallet has been asked, and nothing of the view redrawn for it yet.
      expect(row.getAttribute('aria-busy')).toBeNull()
      expect(row.textContent).not.toContain('Connecting…')
      act(() => frames.run())
    } finally {
      frames.restore()
    }
    // From that frame on: the row, and what a screen reader hears.
    expect(row.getAttribute('aria-busy')).toBe('true')
    expect(row.textContent).toContain('Connecting…')
    expect(screen.getByRole('status').textContent).toBe('Connecting…')
    await waitFor(() => expect(topView(airlock)).toBe('ConnectingExternalWallet'))
    answer()
    await waitFor(() => expect(airlock.store.getState().eip155.status).toBe('connected'))
  })

  test('a wallet that answers before the next frame never shows its wait', async () => {
    testWallet()
    const airlock = connectedTo()
    airlock.open({ view: 'Connect' })
    const connectorUid = await testWalletConnector(airlock)
    const { answer } = await holdConnection(airlock, connectorUid)
    const { user } = renderView(airlock, <ConnectView />)
    const row = await screen.findByRole('button', { name: 'Airlock Test Wallet Installed' })
    const frames = holdFrames()
    const busy: (string | null)[] = []
    const observer = new MutationObserver(() => busy.push(row.getAttribute('aria-busy')))
    observer.observe(row, { attributes: true, attributeFilter: ['aria-busy'] })
    try {
      answer()
      await user.click(row)
      await waitFor(() =>
        expect(airlock.store.getState().connectAttempt).toEqual({ status: 'idle' }),
      )
      expect(airlock.store.getState().eip155.status).toBe('connected')
      act(() => frames.run())
    } finally {
      frames.restore()
      observer.disconnect()
    }
    expect(busy).toEqual([])
    expect(row.getAttribute('aria-busy')).toBeNull()
  })

  test('the featured wallets fill in; one of them opens its QR code view, All wallets the grid', async () => {
    const airlock = connectedTo()
    const { user } = renderView(airlock, <ConnectView />)
    await user.click(await screen.findByRole('button', { name: 'Wallet 2' }))
    expect(topView(airlock)).toBe('ConnectingWalletConnectBasic')
    expect(airlock.store.getState().router.data).toMatchObject({
      walletId: 'wallet-2',
      name: 'Wallet 2',
      homepage: 'https://wallet-2.example',
    })
    airlock.navigate({ type: 'back' })
    await user.click(screen.getByRole('button', { name: /All wallets/ }))
    expect(topView(airlock)).toBe('AllWallets')
    // The count of the whole catalogue, rounded down to tens.
    expect(screen.getByRole('button', { name: /All wallets/ }).textContent).toContain('130+')
  })

  test('the featured wallets are asked for once the view has painted, not while it is made', async () => {
    // Frames are held back: what the view asks before its first paint is asked without one.
    const frames: FrameRequestCallback[] = []
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback)
      return frames.length
    })
    const asked: string[] = []
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      asked.push(input instanceof Request ? input.url : String(input))
      return realFetch(input, init)
    })
    try {
      const airlock = connectedTo()
      renderView(airlock, <ConnectView />)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(asked.filter((url) => url.includes('/getWallets'))).toEqual([])
      expect(screen.getByTestId('featured-skeleton')).toBeTruthy()
      for (const frame of frames.splice(0)) frame(performance.now())
      expect(await screen.findByRole('button', { name: 'Wallet 1' })).toBeTruthy()
      expect(asked.filter((url) => url.includes('/getWallets'))).toHaveLength(1)
    } finally {
      vi.restoreAllMocks()
    }
  })

  test('a catalogue that fails says so; Retry asks again, by keyboard too', async () => {
    catalogue.failWith(503)
    const airlock = connectedTo()
    const { user } = renderView(airlock, <ConnectView />)
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.getByRole('status').textContent).not.toBe('')
    catalogue.failWith(undefined)
    retry.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('button', { name: 'Wallet 1' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })
})

/** Holds the page's frames back until `run`; `restore` gives `requestAnimationFrame` back. */
function holdFrames() {
  const frames: FrameRequestCallback[] = []
  const spy = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback)
    return frames.length
  })
  return {
    run: () => {
      for (const frame of frames.splice(0)) frame(performance.now())
    },
    restore: () => spy.mockRestore(),
  }
}
