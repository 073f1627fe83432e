/// <reference lib="dom" />
// The WalletConnect test wallet against Airlock's own client (createAirlock's eip155 adapter and
// its WalletConnect connector, running in Node) through the real relay of a real server: pairing,
// signing, chain switching, sending, refusals and a disconnect from the wallet's side.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Airlock,
  type AirlockState,
  connectWalletConnect,
  createAirlock,
  createStorage,
} from '@airlock/core'
import { type Devnet, getFreePort, startDevnet } from '@airlock/devnet'
import { loadConfig, type StartServerReturnType, startServer } from '@airlock/server'
import { type Chain, createPublicClient, defineChain, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { copyDevnetSnapshot } from './copyDevnetSnapshot.js'
import { createWalletConnectWallet, type WalletConnectWallet } from './createWalletConnectWallet.js'
import { freeDevnetPorts } from './freeDevnetPorts.js'

let devnet: Devnet
let server: StartServerReturnType
let dataDir: string
let networks: readonly [Chain, ...Chain[]]
const wallets: WalletConnectWallet[] = []

beforeAll(async () => {
  devnet = await startDevnet({
    dataDir: await copyDevnetSnapshot(),
    ports: await freeDevnetPorts(),
  })
  dataDir = await mkdtemp(join(tmpdir(), 'airlock-wc-'))
  const port = await getFreePort()
  server = await startServer({
    config: loadConfig({
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...Object.fromEntries(
        devnet.chains.map((chain) => [`RPC_URL_${chain.chainId}`, chain.rpcUrl]),
      ),
    }),
  })
  networks = devnet.chains.map((chain) =>
    defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
  ) as unknown as readonly [Chain, ...Chain[]]
})
afterAll(async () => {
  for (const wallet of wallets) await wallet.close()
  await server?.close()
  await devnet?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

let clients = 0
/**
 * A client's own storage. Its prefix also names the client's WalletConnect Core: clients sharing
 * one would share one Core and its sessions, as two tabs of one dapp do.
 */
function memoryStorage() {
  const items = new Map<string, string>()
  clients += 1
  return createStorage({
    prefix: `test-${clients}`,
    backend: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
  })
}

async function newWallet() {
  const wallet = await createWalletConnectWallet({
    relayUrl: server.relayUrl,
    chains: devnet.chains,
  })
  wallets.push(wallet)
  return wallet
}

/** Resolves with the store's state once `predicate` holds. */
function until(airlock: Airlock, predicate: (state: AirlockState) => boolean, timeoutMs = 20_000) {
  return new Promise<AirlockState>((resolve, reject) => {
    const check = () => {
      const state = airlock.store.getState()
      if (!predicate(state)) return
      clearTimeout(timer)
      unsubscribe()
      resolve(state)
    }
    const timer = setTimeout(() => {
      unsubscribe()
      reject(
        new Error(`Timed out; state: ${JSON.stringify(airlock.store.getState().walletConnect)}`),
      )
    }, timeoutMs)
    const unsubscribe = airlock.store.subscribe(check)
    check()
  })
}

test('pairs through the relay, signs, switches chain, sends, and sees the wallet disconnect', async () => {
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: server.url,
    networks,
    storage: memoryStorage(),
  })
  expect(airlock.config.walletConnect?.relayUrl).toBe(server.relayUrl)
  const wallet = await newWallet()

  const started = performance.now()
  const connected = connectWalletConnect(airlock)
  const { walletConnect } = await until(
    airlock,
    (state) => state.walletConnect.status === 'waiting',
  )
  const uriAfter = performance.now() - started
  expect(walletConnect.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect((walletConnect.expiresAt ?? 0) - Date.now()).toBeGreaterThan(239_000)

  const topic = await wallet.pair(walletConnect.uri as string)
  expect(topic).toMatch(/^[0-9a-f]{64}$/)
  expect(await connected).toBe(true)
  const pairedAfter = performance.now() - started
  const state = airlock.store.getState()
  expect(state.eip155).toMatchObject({
    status: 'connected',
    address: wallet.address,
    chainId: networks[0].id,
  })
  expect(state.walletConnect.status).toBe('idle')
  // Only browser wallets are listed: WalletConnect is the QR code's.
  expect(state.eip155.connectors.map((connector) => connector.type)).not.toContain('walletConnect')

  const adapter = await airlock.eip155()
  const signStarted = performance.now()
  const signature = await adapter.signMessage('Hello from Airlock')
  const signedAfter = performance.now() - signStarted
  expect(
    await verifyMessage({ address: wallet.address, message: 'Hello from Airlock', signature }),
  ).toBe(true)
  expect(wallet.requests.map((request) => [request.method, request.chainId])).toEqual([
    ['personal_sign', `eip155:${networks[0].id}`],
  ])
  console.info(
    `WalletConnect over the relay: URI after ${uriAfter.toFixed(0)} ms, connected after ${pairedAfter.toFixed(0)} ms, personal_sign in ${signedAfter.toFixed(0)} ms`,
  )

  // A chain the session includes: the wallet switches and says so.
  const second = networks[1] as Chain
  await adapter.switchNetwork(second.id)
  await until(airlock, (current) => current.eip155.chainId === second.id)
  expect(wallet.chainId()).toBe(second.id)

  // A transaction goes to the wallet, which sends it through its devnet RPC; reads go to the
  // dapp's RPC URL directly.
  const to = '0x000000000000000000000000000000000000dEaD'
  const before = await createPublicClient({ chain: second, transport: http() }).getBalance({
    address: to,
  })
  const hash = await adapter.sendTokens({ chainId: second.id, to, amount: 12345n })
  expect(await adapter.waitForTransaction(hash, second.id)).toBe(true)
  expect(
    await createPublicClient({ chain: second, transport: http() }).getBalance({ address: to }),
  ).toBe(before + 12345n)
  expect(wallet.requests.at(-1)).toMatchObject({
    method: 'eth_sendTransaction',
    chainId: `eip155:${second.id}`,
    result: hash,
  })

  // A refused signature is a 4001, as from any wallet.
  wallet.rejectNext()
  await expect(adapter.signMessage('no')).rejects.toMatchObject({ code: 4001 })

  // The wallet ends the session: the page sees it.
  await wallet.disconnect()
  await until(airlock, (current) => current.eip155.status === 'disconnected')
  expect(airlock.store.getState().eip155.address).toBeUndefined()
})

test('a declined pairing is `rejected`; asking again gives a new URI that connects', async () => {
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: server.url,
    networks,
    storage: memoryStorage(),
  })
  const wallet = await newWallet()

  wallet.rejectNext()
  const first = connectWalletConnect(airlock)
  const { walletConnect } = await until(
    airlock,
    (state) => state.walletConnect.status === 'waiting',
  )
  expect(await wallet.pair(walletConnect.uri as string)).toBeUndefined()
  expect(await first).toBe(false)
  expect(airlock.store.getState().walletConnect).toMatchObject({
    status: 'rejected',
    uri: undefined,
  })

  const second = connectWalletConnect(airlock)
  const retry = await until(airlock, (state) => state.walletConnect.status === 'waiting')
  expect(retry.walletConnect.uri).not.toBe(walletConnect.uri)
  await wallet.pair(retry.walletConnect.uri as string)
  expect(await second).toBe(true)
  expect(airlock.store.getState().eip155.address).toBe(wallet.address)
})

test('leaving the view stops pairing: back to idle, and the old URI no longer connects', async () => {
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: server.url,
    networks,
    storage: memoryStorage(),
  })
  const wallet = await newWallet()
  const controller = new AbortController()
  const pairing = connectWalletConnect(airlock, { signal: controller.signal })
  const { walletConnect } = await until(
    airlock,
    (state) => state.walletConnect.status === 'waiting',
  )
  controller.abort()
  expect(await pairing).toBe(false)
  expect(airlock.store.getState().walletConnect.status).toBe('idle')
  expect(airlock.store.getState().eip155.status).toBe('disconnected')

  // Scanned too late: the wallet may approve, but the dapp dropped the proposal.
  await wallet.pair(walletConnect.uri as string)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  expect(airlock.store.getState().eip155.status).toBe('disconnected')
  // And the next pairing is a fresh one, not that session.
  const next = connectWalletConnect(airlock)
  const fresh = await until(airlock, (state) => state.walletConnect.status === 'waiting')
  expect(fresh.walletConnect.uri).not.toBe(walletConnect.uri)
  await wallet.pair(fresh.walletConnect.uri as string)
  expect(await next).toBe(true)
})
