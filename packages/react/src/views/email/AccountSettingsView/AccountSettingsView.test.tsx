import type { EmbeddedWalletState } from '@airlock/core'
import { expect, test } from 'vitest'
import { emailWalletAirlock } from '../../../../test/emailWalletFixtures.js'
import { render as renderMarkup } from '../../../../test/markup.js'
import { AccountSettingsView } from './AccountSettingsView.js'

const render = (view: React.ReactNode, embeddedWallet: Partial<EmbeddedWalletState>) =>
  renderMarkup(emailWalletAirlock(embeddedWallet), view)

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
