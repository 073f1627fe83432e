// An Airlock client with the e-mail wallet whose frame is `createFakeFrame`'s, for the e-mail
// actions' tests: the fake document stands in for the page's, where the connector adds the frame.
import { foundry } from 'viem/chains'
import { vi } from 'vitest'
import { createAirlock } from '../src/createAirlock.js'
import { createStorage, type StorageBackend } from '../src/storage/createStorage.js'
import { createFakeFrame, type FakeFrameHandler } from './fakeFrame.js'

/**
 * Makes the client and its fake frame. Call `vi.unstubAllGlobals()` after the test.
 *
 * @example
 * const { airlock, frame } = emailAirlock({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
 */
export function emailAirlock(handlers: Record<string, FakeFrameHandler> = {}) {
  const frame = createFakeFrame({
    handlers: {
      SYNC_DAPP_DATA: () => undefined,
      SYNC_THEME: () => undefined,
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
      IS_CONNECTED: () => ({ isConnected: true }),
      GET_USER: () => ({
        email: 'alice@airlock.test',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chainId: 31337,
      }),
      ...handlers,
    },
  })
  vi.stubGlobal('document', frame.document)
  const map = new Map<string, string>()
  const backend: StorageBackend = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    networks: [foundry],
    embeddedWallet: { url: 'http://localhost:8788' },
    storage: createStorage({ backend }),
  })
  const names = () => frame.requests.map((request) => request.type.replace('@w3m-app/', ''))
  const top = () => airlock.store.getState().router.history.at(-1)
  return { airlock, frame, map, names, top }
}
