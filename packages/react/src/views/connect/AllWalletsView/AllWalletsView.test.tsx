import { createAirlock } from '@airlock/core'
import { screen, waitFor, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type CatalogueServer,
  serveCatalogue,
  testWallet,
} from '../../../../../core/test/serveCatalogue.js'
import { memoryStorage } from '../../../../test/memoryStorage.js'
import { renderView, topView } from '../../../../test/renderView.js'
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
    new RegExp(`<input id="${id}" type="search"[^>]* placeholder="Search wallets"`),
  )
  // The first page is asked for once the view has mounted: until then, skeletons.
  expect(html.match(/class="tile-skeleton"/g)).toHaveLength(12)
  expect(html).toContain('aria-hidden="true" data-testid="wallet-skeleton"')
  expect(html).not.toContain('No wallet found')
  expect(html).not.toContain('role="alert"')
})

test('speaks German when the catalogue is German', async () => {
  const { de } = await import('../../../locales/messages/de.js')
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  const html = renderToStaticMarkup(
    <AirlockProvider airlock={airlock} messages={de}>
      <AllWalletsView />
    </AirlockProvider>,
  )
  expect(html).toContain('Wallets durchsuchen')
  expect(html).toContain('placeholder="Wallets durchsuchen"')
})

describe('interactions', () => {
  let catalogue: CatalogueServer
  beforeAll(async () => {
    catalogue = await serveCatalogue({
      wallets: [
        ...Array.from({ length: 60 }, (_, index) => testWallet(index + 1)),
        testWallet(61, { name: 'Airlock Test Wallet', rdns: 'dev.airlock.testwallet' }),
      ],
    })
  })
  afterAll(() => catalogue.close())

  const airlockOf = () =>
    createAirlock({ projectId: 'dev', apiUrl: catalogue.url, storage: memoryStorage() })

  test('the first page of tiles, then a search narrows them; Escape clears it', async () => {
    const airlock = airlockOf()
    const { user } = renderView(airlock, <AllWalletsView />)
    const tiles = () => within(screen.getByRole('list', { name: 'Wallets' })).getAllByRole('button')
    await waitFor(() => expect(tiles()).toHaveLength(40))
    const search = screen.getByRole('searchbox', { name: 'Search wallets' })
    await user.type(search, 'test wallet')
    await waitFor(() => expect(tiles()).toHaveLength(1))
    expect(screen.getByRole('status').textContent).toBe('1 wallet found')
    await user.keyboard('{Escape}')
    expect((search as HTMLInputElement).value).toBe('')
    await waitFor(() => expect(tiles()).toHaveLength(40))
  })

  test('a search that matches nothing says so', async () => {
    const { user } = renderView(airlockOf(), <AllWalletsView />)
    await user.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'nothing like it')
    expect(await screen.findByText('No wallet found')).toBeTruthy()
  })

  test('a tile opens the wallet’s QR code view; opening it does not make the wallet a recent one', async () => {
    const airlock = airlockOf()
    const { user } = renderView(airlock, <AllWalletsView />)
    await user.click(await screen.findByRole('button', { name: 'Wallet 7' }))
    expect(topView(airlock)).toBe('ConnectingWalletConnectBasic')
    expect(airlock.store.getState().router.data).toMatchObject({ name: 'Wallet 7' })
    // Only a successful connection makes a wallet recent.
    expect(airlock.storage.get<{ id: string }[]>('recentWallets') ?? []).toEqual([])
  })
})

test('the search field’s placeholder is its accessible name, in every language: one message for both', async () => {
  const { de } = await import('../../../locales/messages/de.js')
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  const html = renderToStaticMarkup(
    <AirlockProvider airlock={airlock} messages={de}>
      <AllWalletsView />
    </AirlockProvider>,
  )
  const id = html.match(/<label for="([^"]+)"/)?.[1]
  expect(html).toContain(`<label for="${id}" class="visually-hidden">Wallets durchsuchen</label>`)
  expect(html).toMatch(new RegExp(`<input id="${id}"[^>]* placeholder="Wallets durchsuchen"`))
})
