import { createAirlock, type EmbeddedWalletState } from '@airlock/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { foundry } from 'viem/chains'
import { expect, test } from 'vitest'
import { AirlockProvider } from '../../../context/AirlockProvider.js'
import { AccountView } from '../../account/AccountView/AccountView.js'
import { AccountSettingsView } from './AccountSettingsView.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function render(view: React.ReactNode, embeddedWallet: Partial<EmbeddedWalletState>) {
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    networks: [foundry],
    embeddedWallet: { url: 'http://localhost:8788' },
  })
  airlock.store.setState((state) => ({
    eip155: { ...state.eip155, status: 'connected', address, chainId: foundry.id },
    embeddedWallet: { ...state.embeddedWallet, ...embeddedWallet },
  }))
  return renderToStaticMarkup(<AirlockProvider airlock={airlock}>{view}</AirlockProvider>)
}

test('the e-mail with Edit, the smart-account switch, and Sign out', () => {
  const html = render(<AccountSettingsView />, {
    connected: true,
    email: 'alice@airlock.test',
    accountType: 'eoa',
  })
  expect(html).toContain(
    '<span class="row-title" data-testid="settings-email">alice@airlock.test</span>',
  )
  expect(html).toContain(
    '<button type="button" class="secondary" aria-label="Edit email">Edit</button>',
  )
  const label = html.match(/<span class="row-title" id="([^"]+)">Smart account<\/span>/)?.[1]
  expect(label).toBeDefined()
  expect(html).toContain(
    `<button type="button" role="switch" class="switch" aria-checked="false" aria-labelledby="${label}"></button>`,
  )
  expect(html).toContain('Off: transactions come from your plain account (EOA).')
  expect(html).toContain('<button type="button" class="wallet">Sign out</button>')
  expect(
    render(<AccountSettingsView />, { connected: true, accountType: 'smartAccount' }),
  ).toContain('aria-checked="true"')
})

test('Account links to the settings only when the e-mail wallet is the one connected', () => {
  expect(render(<AccountView />, { connected: true })).toContain('>Account settings</button>')
  expect(render(<AccountView />, { connected: false })).not.toContain('Account settings')
})
