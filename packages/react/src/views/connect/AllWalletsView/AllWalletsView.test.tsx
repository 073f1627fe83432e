import { createAirlock } from '@airlock/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { AirlockProvider } from '../../../context/AirlockProvider.js'
import { AllWalletsView } from './AllWalletsView.js'

test('opens with a labelled search field and skeleton tiles, and nothing claiming to be empty', () => {
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  const html = renderToStaticMarkup(
    <AirlockProvider airlock={airlock}>
      <AllWalletsView />
    </AirlockProvider>,
  )
  const id = html.match(/<label for="([^"]+)"/)?.[1]
  expect(id).toBeTruthy()
  expect(html).toContain(`<label for="${id}" class="visually-hidden">Search wallets</label>`)
  expect(html).toMatch(
    new RegExp(`<input id="${id}" type="search"[^>]* placeholder="Search wallet"`),
  )
  // The first page is asked for once the view has mounted: until then, skeletons.
  expect(html.match(/class="tile-skeleton"/g)).toHaveLength(12)
  expect(html).toContain('aria-hidden="true" data-testid="wallet-skeleton"')
  expect(html).not.toContain('No wallet found')
  expect(html).not.toContain('role="alert"')
})

test('speaks German when the catalogue is German', async () => {
  const { de } = await import('../../../locales/de.js')
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  const html = renderToStaticMarkup(
    <AirlockProvider airlock={airlock} messages={de}>
      <AllWalletsView />
    </AirlockProvider>,
  )
  expect(html).toContain('Wallets durchsuchen')
  expect(html).toContain('placeholder="Wallet suchen"')
})
