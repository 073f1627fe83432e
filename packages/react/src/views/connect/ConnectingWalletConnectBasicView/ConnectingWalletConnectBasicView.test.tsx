import { type AirlockConfig, createAirlock, type WalletConnectState } from '@airlock/core'
import { screen, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { mainnet } from 'viem/chains'
import { afterEach, expect, test, vi } from 'vitest'
import { renderView, trackEvents } from '../../../../test/renderView.js'
import { AirlockProvider } from '../../../context/AirlockProvider.js'
import type { WalletConnectBasicData } from '../../../hooks/useSelectWallet.js'
import type { Messages } from '../../../locales/en.js'
import { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1795307247'
const encoded = encodeURIComponent(uri)

const ledger: WalletConnectBasicData = {
  walletId: 'w',
  name: 'Ledger Live',
  image_url: 'http://127.0.0.1:9/getWalletImage/ab',
  homepage: 'https://www.ledger.com',
  mobile_link: 'ledgerlive:',
  desktop_link: 'ledgerlive://',
  webapp_link: null,
  app_store: 'https://apps.apple.com/app/id1361671700',
  play_store: 'javascript:alert(1)',
  chrome_store: null,
}

function render({
  data,
  pairing,
  config = {},
  messages,
}: {
  data?: WalletConnectBasicData | undefined
  pairing?: Partial<WalletConnectState> | undefined
  config?: Partial<AirlockConfig> | undefined
  messages?: Messages | undefined
}) {
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    networks: [mainnet],
    ...config,
  })
  airlock.navigate({ type: 'push', view: 'ConnectingWalletConnectBasic', data })
  airlock.store.setState({
    walletConnect: { ...airlock.store.getState().walletConnect, ...pairing },
  })
  return renderToStaticMarkup(
    <AirlockProvider airlock={airlock} messages={messages}>
      <ConnectingWalletConnectBasicView />
    </AirlockProvider>,
  )
}

const links = (html: string) => [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => tag)

afterEach(() => {
  vi.unstubAllGlobals()
})

test('shows the URI as a QR code with a copy button; opens the desktop app on it; where to get the app', () => {
  const html = render({ data: ledger, pairing: { status: 'waiting', uri } })
  expect(html).toContain('<p class="heading">Scan with Ledger Live</p>')
  expect(html).toContain(
    `data-testid="walletconnect-qr" data-uri="${uri.replaceAll('&', '&amp;')}"`,
  )
  expect(html).toContain('<svg class="qr" role="img" aria-label="WalletConnect QR code"')
  expect(html).toMatch(
    /<button type="button" class="text-button" data-uri="[^"]+">Copy link<\/button>/,
  )
  expect(links(html)).toEqual([
    `<a class="secondary" href="ledgerlive://wc?uri=${encoded}" target="_self" rel="noopener noreferrer">`,
    // The catalogue's javascript: link is left out.
    '<a class="link" href="https://apps.apple.com/app/id1361671700" target="_blank" rel="noopener noreferrer">',
    '<a class="link" href="https://www.ledger.com/" target="_blank" rel="noopener noreferrer">',
  ])
  expect(html).toContain('Don&#x27;t have Ledger Live?')
})

test('on a phone: one link opens the wallet’s app on the URI, in this tab', () => {
  vi.stubGlobal('navigator', {
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  })
  const html = render({
    data: { ...ledger, mobile_link: 'https://ledger.app.link/' },
    pairing: { status: 'waiting', uri },
  })
  expect(links(html)[0]).toBe(
    `<a class="primary" href="https://ledger.app.link/wc?uri=${encoded}" target="_self" rel="noopener noreferrer">`,
  )
  expect(html).toContain('>Open Ledger Live</a>')
  expect(html).toContain('<p class="heading">Continue in Ledger Live</p>')
  expect(html).not.toContain('Open desktop app')
})

test('any wallet: no wallet links, and a placeholder while the code is made', () => {
  const generating = render({ pairing: { status: 'generating' } })
  expect(generating).toContain('Generating a QR code…')
  expect(generating).toContain('class="qr-skeleton skeleton-block"')
  expect(generating).not.toContain('data-uri')
  expect(generating).not.toContain('<a ')

  const waiting = render({ pairing: { status: 'waiting', uri } })
  expect(waiting).toContain('<p class="heading">Scan with your wallet</p>')
  expect(links(waiting)).toEqual([])
})

test('declined: says so and offers to try again; failed: says why and offers a new code', () => {
  const rejected = render({ data: ledger, pairing: { status: 'rejected' } })
  expect(rejected).toContain('Connection declined')
  expect(rejected).toContain('>Try again</button>')
  expect(rejected).not.toContain('class="qr"')
  // What is left is all the view shows: the card fits it (useContentHeight).
  expect(rejected).toContain('data-card-fit="true"')

  const failed = render({
    pairing: { status: 'failed', error: 'The WalletConnect relay could not be reached' },
  })
  expect(failed).toContain('<p class="heading">No connection code</p>')
  expect(failed).toContain('The WalletConnect relay could not be reached')
  expect(failed).toContain('>Get a new code</button>')
  expect(failed).toContain('data-card-fit="true"')
  // While a code is shown, the card keeps the tallest height it had.
  expect(render({ pairing: { status: 'waiting', uri } })).not.toContain('data-card-fit')
})

test('speaks German', async () => {
  const { de } = await import('../../../locales/messages/de.js')
  const html = render({ data: ledger, pairing: { status: 'waiting', uri }, messages: de })
  expect(html).toContain('Mit Ledger Live scannen')
  expect(html).toContain('Link kopieren')
  expect(html).toContain('Du hast Ledger Live noch nicht?')
})

test('without WalletConnect: says so and offers the wallet’s own links, in new tabs', () => {
  const html = render({
    data: { ...ledger, webapp_link: null, desktop_link: 'ledgerlive://' },
    config: { walletConnect: false },
  })
  expect(html).toContain('<p class="heading">Ledger Live</p>')
  expect(html).toContain('This app does not offer WalletConnect pairing.')
  expect(links(html)).toEqual([
    '<a class="secondary" href="ledgerlive://" target="_blank" rel="noopener noreferrer">',
    '<a class="secondary" href="https://www.ledger.com/" target="_blank" rel="noopener noreferrer">',
  ])
})

test('never links a script URL, and a wallet without an image shows its initial', () => {
  const html = render({
    data: {
      walletId: 'w',
      name: 'shady',
      image_url: null,
      homepage: 'javascript:alert(1)',
      webapp_link: 'data:text/html,<script>alert(1)</script>',
      desktop_link: 'JavaScript:alert(1)',
      mobile_link: 'vbscript:x',
      app_store: 'data:,x',
      play_store: null,
      chrome_store: null,
    },
    pairing: { status: 'waiting', uri },
  })
  expect(html).not.toContain('<a ')
  expect(html).toContain(
    '<span class="wallet-image wallet-image-fallback" aria-hidden="true">S</span>',
  )
})

test('a relay that cannot be reached: no code, and Get a new code pairs again; leaving stops', async () => {
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    networks: [mainnet],
    walletConnect: { relayUrl: 'ws://127.0.0.1:9' },
  })
  airlock.navigate({ type: 'push', view: 'ConnectingWalletConnectBasic', data: ledger })
  const events = trackEvents(airlock)
  const { user, unmount } = renderView(airlock, <ConnectingWalletConnectBasicView />)
  const again = await screen.findByRole('button', { name: 'Get a new code' }, { timeout: 20_000 })
  expect(screen.getByRole('status').textContent).toContain('No connection code')
  expect(events.filter((event) => event === 'SELECT_WALLET')).toHaveLength(1)
  await user.click(again)
  expect(events.filter((event) => event === 'SELECT_WALLET')).toHaveLength(2)
  expect(airlock.store.getState().walletConnect.status).toBe('generating')
  unmount()
  await waitFor(() => expect(airlock.store.getState().walletConnect.status).toBe('idle'))
}, 30_000)

test('on an iPhone: no QR code of the same phone’s app, no browser-extension or Play Store link', () => {
  vi.stubGlobal('navigator', {
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  })
  const html = render({
    data: {
      ...ledger,
      mobile_link: 'https://ledger.app.link/',
      play_store: 'https://play.google.com/store/apps/details?id=com.ledger.live',
      chrome_store: 'https://chromewebstore.google.com/detail/ledger',
    },
    pairing: { status: 'waiting', uri },
  })
  expect(html).not.toContain('walletconnect-qr')
  expect(html).not.toContain('Chrome Web Store')
  expect(html).not.toContain('play.google.com')
  expect(html).toContain('apps.apple.com')
})

test('on a phone the wallet’s app opens at once with the pairing URI, once', async () => {
  vi.stubGlobal('navigator', {
    userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Mobile',
  })
  const open = vi.spyOn(window, 'open').mockImplementation(() => null)
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    networks: [mainnet],
  })
  airlock.navigate({
    type: 'push',
    view: 'ConnectingWalletConnectBasic',
    data: { ...ledger, mobile_link: 'https://ledger.app.link/' },
  })
  const { render: mount } = await import('@testing-library/react')
  const view = mount(
    <AirlockProvider airlock={airlock}>
      <ConnectingWalletConnectBasicView />
    </AirlockProvider>,
  )
  const waiting = { ...airlock.store.getState().walletConnect, status: 'waiting' as const, uri }
  airlock.store.setState({ walletConnect: waiting })
  await waitFor(() =>
    expect(open).toHaveBeenCalledWith(`https://ledger.app.link/wc?uri=${encoded}`, '_self'),
  )
  airlock.store.setState({ walletConnect: { ...waiting } })
  expect(open).toHaveBeenCalledTimes(1)
  expect(screen.queryByTestId('walletconnect-qr')).toBeNull()
  view.unmount()
  open.mockRestore()
})
