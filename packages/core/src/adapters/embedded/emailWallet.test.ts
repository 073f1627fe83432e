import {
  connect,
  createConfig,
  disconnect,
  getAccount,
  getConnectors,
  http,
  reconnect,
  signMessage,
  switchChain,
} from '@wagmi/core'
import { defineChain } from 'viem'
import { foundry } from 'viem/chains'
import { afterEach, expect, test, vi } from 'vitest'
import { createFakeFrame, deliver, type FakeFrameHandler } from '../../../test/fakeFrame.js'
import { createAirlock } from '../../createAirlock.js'
import { createStorage, type StorageBackend } from '../../storage/createStorage.js'
import { createEmbeddedWalletHost } from './createEmbeddedWalletHost.js'
// Loaded up front, so the connector's lazy import of it resolves at once.
import './createFrameClient.js'
import { emailWallet, emailWalletType } from './emailWallet.js'

const l2 = defineChain({
  id: 31338,
  name: 'Devnet L2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const user = { email: 'alice@airlock.test', address: address.toLowerCase(), chainId: '31337' }

afterEach(() => {
  vi.useRealTimers()
})

function memory(items: Record<string, unknown> = {}) {
  const map = new Map(Object.entries(items).map(([key, value]) => [key, JSON.stringify(value)]))
  const backend: StorageBackend = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
  return { map, storage: createStorage({ backend }) }
}

const loggedIn = {
  '@airlock/v1/embeddedWallet/emailLoginUsed': true,
  '@airlock/v1/embeddedWallet/email': 'alice@airlock.test',
  '@airlock/v1/embeddedWallet/lastUsedChain': 31338,
}

function setup({
  handlers = {},
  stored = {},
}: {
  handlers?: Record<string, FakeFrameHandler>
  stored?: Record<string, unknown>
} = {}) {
  const frame = createFakeFrame({
    handlers: {
      SYNC_DAPP_DATA: () => undefined,
      SYNC_THEME: () => undefined,
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
      IS_CONNECTED: () => ({ isConnected: true }),
      GET_USER: () => user,
      ...handlers,
    },
  })
  const { map, storage } = memory(stored)
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9', storage })
  const config = createConfig({
    chains: [foundry, l2],
    transports: { [foundry.id]: http('http://127.0.0.1:9'), [l2.id]: http('http://127.0.0.1:9') },
    storage: null,
    multiInjectedProviderDiscovery: false,
    connectors: [
      emailWallet({
        url: 'http://localhost:8788',
        projectId: 'dev',
        storage,
        host: createEmbeddedWalletHost({ store: airlock.store }),
        document: frame.document,
      }),
    ],
  })
  const [connector] = getConnectors(config)
  if (!connector || connector.type !== emailWalletType) throw new Error('no e-mail connector')
  const names = () => frame.requests.map((request) => request.type.replace('@w3m-app/', ''))
  return {
    frame,
    map,
    airlock,
    config,
    connector: connector as typeof connector & EmailProperties,
    names,
  }
}

type EmailProperties = {
  connectEmail(email: string): Promise<string>
  setPreferredAccount(type: 'eoa' | 'smartAccount'): Promise<string>
}

test('never logged in here: no frame is added, nothing to reconnect', async () => {
  const { frame, config } = setup()
  await reconnect(config)
  expect(frame.elements).toHaveLength(0)
  expect(getAccount(config).status).toBe('disconnected')
})

test('a remembered login: the frame comes at once, syncs, checks IS_CONNECTED and reconnects', async () => {
  const { frame, config, airlock, names } = setup({
    stored: loggedIn,
    handlers: { IS_CONNECTED: () => ({ isConnected: true }) },
  })
  await reconnect(config)
  expect(frame.elements).toHaveLength(1)
  expect(getAccount(config)).toMatchObject({ status: 'connected', address, chainId: 31337 })
  expect(names()).toEqual([
    'SYNC_DAPP_DATA',
    'SYNC_THEME',
    'IS_CONNECTED',
    'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    'GET_USER',
  ])
  // GET_USER asks for the chain used last.
  expect(frame.requests.at(-1)?.payload).toEqual({ chainId: 31338 })
  expect(airlock.store.getState().embeddedWallet).toMatchObject({
    connected: true,
    email: 'alice@airlock.test',
    accountType: 'eoa',
  })
})

test('IS_CONNECTED false, or failing, forgets the stored login', async () => {
  for (const isConnected of [
    () => ({ isConnected: false }),
    () => {
      throw new Error('session expired')
    },
  ]) {
    const { map, config } = setup({ stored: loggedIn, handlers: { IS_CONNECTED: isConnected } })
    await reconnect(config)
    expect(getAccount(config).status).toBe('disconnected')
    expect([...map.keys()].filter((key) => key.includes('embeddedWallet/email'))).toEqual([])
    expect(map.has('@airlock/v1/embeddedWallet/emailLoginUsed')).toBe(false)
    expect(map.has('@airlock/v1/embeddedWallet/lastUsedChain')).toBe(false)
  }
})

test('connect after the code: the account, its chain, and the login remembered', async () => {
  const { config, connector, map } = setup()
  await connect(config, { connector })
  expect(getAccount(config)).toMatchObject({ status: 'connected', address, chainId: 31337 })
  expect(map.get('@airlock/v1/embeddedWallet/emailLoginUsed')).toBe('true')
  expect(map.get('@airlock/v1/embeddedWallet/email')).toBe('"alice@airlock.test"')
  expect(map.get('@airlock/v1/embeddedWallet/lastUsedChain')).toBe('31337')
})

test('switching chains goes through the frame; eth_chainId then answers the new chain locally', async () => {
  const { config, connector, names, map } = setup({
    handlers: { SWITCH_NETWORK: (payload) => payload },
  })
  await connect(config, { connector })
  await switchChain(config, { chainId: 31338 })
  expect(getAccount(config).chainId).toBe(31338)
  expect(map.get('@airlock/v1/embeddedWallet/lastUsedChain')).toBe('31338')
  const provider = (await connector.getProvider()) as {
    request(arguments_: { method: string }): Promise<unknown>
  }
  const before = names().length
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  expect(names()).toHaveLength(before)
})

test('signing opens the approval and sends personal_sign to the frame', async () => {
  const { config, connector, airlock, frame } = setup({
    handlers: { RPC_REQUEST: () => `0x${'ab'.repeat(65)}` },
  })
  await connect(config, { connector })
  const signing = signMessage(config, { message: 'hello' })
  await vi.waitFor(() =>
    expect(airlock.store.getState().router.history).toEqual(['ApproveTransaction']),
  )
  expect(await signing).toBe(`0x${'ab'.repeat(65)}`)
  const request = frame.requests.find((item) => item.type === '@w3m-app/RPC_REQUEST')
  expect(request?.payload).toEqual({
    method: 'personal_sign',
    params: ['0x68656c6c6f', address],
    chainId: 31337,
  })
  expect(airlock.store.getState().open).toBe(false)
})

test('Reject in the frame’s approval screen is a user rejection (4001) for wagmi', async () => {
  const { config, connector, airlock } = setup({
    handlers: {
      RPC_REQUEST: () => {
        throw new Error('User rejected the request.')
      },
    },
  })
  await connect(config, { connector })
  const error = await signMessage(config, { message: 'hello' }).catch((caught: unknown) => caught)
  expect(error).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  expect(airlock.store.getState().open).toBe(false)
})

test('closing the modal during an approval rejects (4001) and reloads the frame to drop its screen', async () => {
  const { config, connector, airlock, frame, names } = setup({
    handlers: { RELOAD: () => undefined },
  })
  await connect(config, { connector })
  const signing = signMessage(config, { message: 'hello' }).catch((caught: unknown) => caught)
  await vi.waitFor(() => expect(names()).toContain('RPC_REQUEST'))
  airlock.close()
  expect(await signing).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  await vi.waitFor(() => expect(names()).toContain('RELOAD'))
  expect(frame.elements[0]?.style.cssText).toContain('display:none')
})

test('disconnect forgets the login at once and goes ahead after 3 s without an answer', async () => {
  const { config, connector, map, names, airlock } = setup()
  await connect(config, { connector })
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const done = vi.fn()
  void disconnect(config).then(done)
  await deliver()
  expect(names()).toContain('SIGN_OUT')
  expect(map.has('@airlock/v1/embeddedWallet/emailLoginUsed')).toBe(false)
  expect(airlock.store.getState().embeddedWallet.connected).toBe(false)
  await vi.advanceTimersByTimeAsync(2_999)
  expect(done).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  await deliver()
  expect(done).toHaveBeenCalled()
  expect(getAccount(config).status).toBe('disconnected')
})

test('resending within 30 s is refused before the frame is asked', async () => {
  const { connector, names, map } = setup({
    handlers: { CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) },
  })
  await expect(connector.connectEmail('not an address')).rejects.toThrow('Invalid email')
  expect(await connector.connectEmail('alice@airlock.test')).toBe('VERIFY_OTP')
  const sentAt = Number(map.get('@airlock/v1/embeddedWallet/lastEmailLoginTime'))
  vi.useFakeTimers({ toFake: ['Date'], now: sentAt + 12_500 })
  await expect(connector.connectEmail('alice@airlock.test')).rejects.toMatchObject({
    name: 'EmailCooldownError',
    shortMessage: 'Please try again after 18 seconds',
    seconds: 18,
  })
  expect(names().filter((name) => name === 'CONNECT_EMAIL')).toHaveLength(1)
  vi.setSystemTime(sentAt + 30_000)
  vi.useRealTimers()
  vi.useFakeTimers({ toFake: ['Date'], now: sentAt + 30_000 })
  expect(await connector.connectEmail('alice@airlock.test')).toBe('VERIFY_OTP')
  expect(names().filter((name) => name === 'CONNECT_EMAIL')).toHaveLength(2)
})

test('a refused smart account falls back to the EOA', async () => {
  const { config, connector, airlock } = setup({
    handlers: {
      SET_PREFERRED_ACCOUNT: () => {
        throw new Error('Smart accounts are not available yet')
      },
    },
  })
  await connect(config, { connector })
  await expect(connector.setPreferredAccount('smartAccount')).rejects.toMatchObject({
    name: 'SmartAccountUnsupportedError',
    shortMessage: 'This application might not support Smart Accounts',
  })
  expect(airlock.store.getState().embeddedWallet.accountType).toBe('eoa')
  expect(getAccount(config).address).toBe(address)
})
