import { createAirlock } from '@airlock/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { AirlockProvider } from '../../context/AirlockProvider.js'
import type { WalletConnectBasicData } from '../../hooks/useSelectWallet.js'
import { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView.js'

function render(data: WalletConnectBasicData) {
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  airlock.navigate({ type: 'push', view: 'ConnectingWalletConnectBasic', data })
  return renderToStaticMarkup(
    <AirlockProvider airlock={airlock}>
      <ConnectingWalletConnectBasicView />
    </AirlockProvider>,
  )
}

test('says pairing is not available yet and offers the wallet’s own links, in new tabs', () => {
  const html = render({
    walletId: 'w',
    name: 'Ledger Live',
    image_url: 'http://127.0.0.1:9/getWalletImage/ab',
    homepage: 'https://www.ledger.com',
    webapp_link: null,
    desktop_link: 'ledgerlive://',
  })
  expect(html).toContain('<p class="heading">Ledger Live</p>')
  expect(html).toContain('WalletConnect pairing is not available yet on this server.')
  expect([...html.matchAll(/<a [^>]*>/g)].map(([tag]) => tag)).toEqual([
    '<a class="secondary" href="ledgerlive://" target="_blank" rel="noopener noreferrer">',
    '<a class="secondary" href="https://www.ledger.com/" target="_blank" rel="noopener noreferrer">',
  ])
  expect(html).toContain(
    'Open desktop app<span class="visually-hidden"> (opens in a new tab)</span>',
  )
})

test('never links a script URL, and a wallet without an image shows its initial', () => {
  const html = render({
    walletId: 'w',
    name: 'shady',
    image_url: null,
    homepage: 'javascript:alert(1)',
    webapp_link: 'data:text/html,<script>alert(1)</script>',
    desktop_link: 'JavaScript:alert(1)',
  })
  expect(html).not.toContain('<a ')
  expect(html).not.toContain('You can open')
  expect(html).toContain(
    '<span class="wallet-image wallet-image-fallback" aria-hidden="true">S</span>',
  )
})
