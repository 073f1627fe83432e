import { createAirlock } from '@airlock/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { AirlockProvider } from '../../../context/AirlockProvider.js'
import { UpdateEmailWalletView } from './UpdateEmailWalletView.js'

test('the current address, and a labelled field for the new one', () => {
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  airlock.store.setState((state) => ({
    embeddedWallet: { ...state.embeddedWallet, connected: true, email: 'alice@airlock.test' },
  }))
  const html = renderToStaticMarkup(
    <AirlockProvider airlock={airlock}>
      <UpdateEmailWalletView />
    </AirlockProvider>,
  )
  expect(html).toContain('Current email: <span class="email-address">alice@airlock.test</span>')
  const id = html.match(/<label class="field" for="([^"]+)">New email<\/label>/)?.[1]
  expect(id).toBeDefined()
  expect(html).toContain(`<input id="${id}" class="input" type="email" autoComplete="email"`)
  expect(html).toContain('<button type="submit" class="primary">Save</button>')
})
