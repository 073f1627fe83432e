import type { Wallet } from '@airlock/protocol'
import { waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { testAirlock } from '../../test/connectedAirlock.js'
import { renderHookWith } from '../../test/renderHookWith.js'
import { topView } from '../../test/renderView.js'
import { testWallet, testWalletConnector } from '../../test/testWallet.js'
import { useCatalogue } from './useCatalogue.js'
import { useSelectWallet } from './useSelectWallet.js'

test('a browser wallet connects at once, and becomes the most recent wallet once it did', async () => {
  testWallet()
  const airlock = testAirlock()
  airlock.open({ view: 'Connect' })
  const uid = await testWalletConnector(airlock)
  const connector = airlock.store.getState().eip155.connectors.find((item) => item.uid === uid)
  if (!connector) throw new Error('No test wallet')
  const { result } = renderHookWith(airlock, () => ({
    select: useSelectWallet(),
    catalogue: useCatalogue(),
  }))
  expect(result.current.catalogue.recentWallets.get()).toEqual([])

  result.current.select({ connector })
  expect(airlock.store.getState().connectAttempt).toEqual({
    status: 'connecting',
    connectorUid: uid,
    waitShown: false,
  })
  await waitFor(() => expect(airlock.store.getState().eip155.status).toBe('connected'))
  await waitFor(() =>
    expect(result.current.catalogue.recentWallets.get().map(({ name }) => name)).toEqual([
      connector.name,
    ]),
  )
})

test('a catalogue wallet not on the page opens its QR code view with its links', () => {
  const airlock = testAirlock()
  airlock.open({ view: 'AllWallets' })
  const { result } = renderHookWith(airlock, useSelectWallet)
  const rainbow: Wallet = {
    id: 'rainbow',
    name: 'Rainbow',
    image_id: null,
    image_url: null,
    homepage: 'https://rainbow.me',
    mobile_link: 'rainbow://',
    desktop_link: null,
    webapp_link: null,
    link_mode: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    rdns: 'me.rainbow',
    injected: null,
    chains: ['eip155:1'],
    badge_type: 'none',
    order: 1,
  }
  result.current({ wallet: rainbow })
  expect(topView(airlock)).toBe('ConnectingWalletConnectBasic')
  expect(airlock.store.getState().router.data).toMatchObject({
    walletId: 'rainbow',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    mobile_link: 'rainbow://',
    homepage: 'https://rainbow.me',
  })
  expect(airlock.store.getState().eip155.status).toBe('disconnected')
})
