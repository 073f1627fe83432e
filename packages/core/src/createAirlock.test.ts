import { defineChain } from 'viem'
import { expect, test } from 'vitest'
import { createAirlock } from './createAirlock.js'
import { createStorage } from './storage/createStorage.js'

const devnet = defineChain({
  id: 31337,
  name: 'Airlock Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const networks = [devnet] as const

test('opens on the Connect view and closes', () => {
  const airlock = createAirlock({ projectId: 'dev', networks })
  const seen: boolean[] = []
  airlock.store.subscribe((state) => seen.push(state.open))

  airlock.open()
  expect(airlock.store.getState().router.history).toEqual(['Connect'])
  airlock.close()
  expect(seen).toEqual([true, false])
})

test('opens on a forced view and defaults the API URL to the local server', () => {
  const airlock = createAirlock({ projectId: 'dev' })
  airlock.open({ view: 'AllWallets' })
  expect(airlock.store.getState().router.history).toEqual(['AllWallets'])
  expect(airlock.config.apiUrl).toBe('http://127.0.0.1:8787')
})

test('entering the on-ramp, by opening on it or going to it, is tracked once; coming back to it is not', () => {
  const airlock = createAirlock({ projectId: 'dev', networks })
  const events: string[] = []
  airlock.analytics.subscribe((event) => events.push(event.event))
  airlock.open({ view: 'Account' })
  airlock.navigate({ type: 'push', view: 'OnRampProviders' })
  airlock.navigate({ type: 'push', view: 'OnRampFiatSelect' })
  airlock.navigate({ type: 'back' })
  airlock.close()
  airlock.open({ view: 'OnRampProviders' })
  expect(events).toEqual(['MODAL_OPEN', 'ONRAMP_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN', 'ONRAMP_OPEN'])
})

test('names the project to the Airlock relay, which refuses browsers without one; not to another relay', () => {
  expect(createAirlock({ projectId: 'shop' }).config.walletConnect).toEqual({
    relayUrl: 'ws://127.0.0.1:8787/relay',
    projectId: 'shop',
  })
  expect(
    createAirlock({ projectId: 'shop', walletConnect: { relayUrl: 'wss://relay.example.org' } })
      .config.walletConnect,
  ).toEqual({ relayUrl: 'wss://relay.example.org', projectId: undefined })
  expect(
    createAirlock({ projectId: 'shop', walletConnect: { projectId: 'cloud' } }).config.walletConnect
      ?.projectId,
  ).toBe('cloud')
})

test('going back from the first view closes; on UnsupportedChain closing shakes instead', () => {
  const airlock = createAirlock({ projectId: 'dev', networks })
  airlock.open()
  airlock.navigate({ type: 'push', view: 'AllWallets' })
  airlock.navigate({ type: 'back' })
  expect(airlock.store.getState()).toMatchObject({ open: true, router: { history: ['Connect'] } })
  airlock.navigate({ type: 'back' })
  expect(airlock.store.getState().open).toBe(false)

  airlock.open({ view: 'UnsupportedChain' })
  airlock.close()
  expect(airlock.store.getState()).toMatchObject({ open: true, shakes: 1 })
})

test('two clients never share state', () => {
  const a = createAirlock({ projectId: 'a' })
  const b = createAirlock({ projectId: 'b' })
  a.open()
  expect(b.store.getState().open).toBe(false)
})

test('with no chain adapter and no account, desktop opens on the WalletConnect QR code', () => {
  const airlock = createAirlock({ projectId: 'dev' })
  airlock.open()
  expect(airlock.store.getState().router.history).toEqual(['ConnectingWalletConnectBasic'])
})

test('a remembered connection shows at once, as reconnecting, and opens on Account', () => {
  const backend = new Map<string, string>()
  const storage = createStorage({
    backend: {
      getItem: (key) => backend.get(key) ?? null,
      setItem: (key, value) => void backend.set(key, value),
      removeItem: (key) => void backend.delete(key),
    },
  })
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  storage.set('connection', { eip155: { address, chainId: 31337 } })
  const airlock = createAirlock({ projectId: 'dev', networks, storage })
  expect(airlock.store.getState().eip155).toMatchObject({ status: 'reconnecting', address })
  airlock.open()
  expect(airlock.store.getState().router.history).toEqual(['Account'])
  expect(backend.has('@airlock/v1/connection')).toBe(true)
})

test('theme mode and locale change at run time', () => {
  const airlock = createAirlock({
    projectId: 'dev',
    themeMode: 'dark',
    themeVariables: { accent: 'red' },
  })
  expect(airlock.store.getState().theme).toEqual({ mode: 'dark', variables: { accent: 'red' } })
  airlock.setThemeMode('light')
  airlock.setLocale('de')
  expect(airlock.store.getState()).toMatchObject({
    theme: { mode: 'light', variables: { accent: 'red' } },
    locale: 'de',
  })
})

test('opening on the view the closed modal already holds keeps its router: the view pre-rendered while closed is shown as it is', () => {
  const airlock = createAirlock({ projectId: 'test', networks })
  const before = airlock.store.getState().router
  airlock.open()
  expect(airlock.store.getState().open).toBe(true)
  expect(airlock.store.getState().router).toBe(before)
  airlock.close()
  airlock.open({ view: 'Networks' })
  expect(airlock.store.getState().router.history).toEqual(['Networks'])
  airlock.close()
  airlock.open({ view: 'Networks', data: { from: 'test' } })
  expect(airlock.store.getState().router.data).toEqual({ from: 'test' })
})
