import { type AirlockConfig, createAirlock } from '@airlock/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { foundry } from 'viem/chains'
import { expect, test } from 'vitest'
import { AirlockProvider } from '../../../context/AirlockProvider.js'
import { de } from '../../../locales/de.js'
import { ConnectView } from '../ConnectView/ConnectView.js'
import { EmailLoginView } from './EmailLoginView.js'

const render = (config: Partial<AirlockConfig>, view = <EmailLoginView />, messages = {}) =>
  renderToStaticMarkup(
    <AirlockProvider
      airlock={createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9', ...config })}
      messages={messages}
    >
      {view}
    </AirlockProvider>,
  )

const withEmail = { networks: [foundry], embeddedWallet: { url: 'http://localhost:8788' } } as const

test('nothing without the e-mail wallet, or without networks to use it on', () => {
  expect(render({ networks: [foundry] })).toBe('')
  expect(render({ embeddedWallet: { url: 'http://localhost:8788' } })).toBe('')
})

test('a labelled e-mail field with Continue, an error line the screen reader hears, then "or"', () => {
  const html = render(withEmail)
  expect(html).toMatch(/<label class="visually-hidden" for="([^"]+)">Email<\/label>/)
  const id = html.match(/<label class="visually-hidden" for="([^"]+)">/)?.[1]
  expect(html).toContain(
    `<input id="${id}" class="input" type="email" autoComplete="email" inputMode="email"`,
  )
  expect(html).toContain('<button type="submit" class="primary">Continue</button>')
  expect(html).toMatch(/<p class="error" id="[^"]+" role="alert"><\/p>/)
  expect(html).toContain('<p class="note email-divider">or</p>')
  expect(render(withEmail, <EmailLoginView />, de)).toContain('>Weiter</button>')
})

test('in Connect, the e-mail field comes first and the wallets follow', () => {
  const html = render(withEmail, <ConnectView />)
  const field = html.indexOf('type="email"')
  const divider = html.indexOf('email-divider')
  const wallets = html.indexOf('All wallets')
  expect(field).toBeGreaterThan(-1)
  expect(field).toBeLessThan(divider)
  expect(divider).toBeLessThan(wallets)
  expect(render({ networks: [foundry] }, <ConnectView />)).not.toContain('type="email"')
})
