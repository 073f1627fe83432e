import { getBase58Encoder, verifySignature } from '@solana/kit'
import type { Wallet } from '@wallet-standard/base'
import { expect, test } from 'vitest'
import {
  createFakeRegistry,
  createFakeSolanaWallet,
  fakeCluster,
} from '../../../test/fakeSolanaWallet.js'
import { createSolanaAdapter } from './adapter.js'
import type { SolanaState } from './types.js'

const networks = [
  {
    caipNetworkId: fakeCluster,
    name: 'Airlock Solana Devnet',
    rpcUrl: 'http://127.0.0.1:1',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  },
] as const

async function setup() {
  const registry = createFakeRegistry()
  const fake = await createFakeSolanaWallet()
  const states: Omit<SolanaState, 'ready'>[] = []
  const adapter = createSolanaAdapter({
    networks,
    wallets: registry,
    onChange: (state) => states.push(state),
  })
  const unregister = registry.register(fake.wallet)
  const last = () => states.at(-1)
  return { registry, fake, adapter, states, last, unregister }
}

test('lists Solana wallets of the Wallet Standard, not wallets of other chains', async () => {
  const { registry, adapter, last } = await setup()
  const evmOnly = { ...(await createFakeSolanaWallet('EVM Only')).wallet, chains: ['eip155:1'] }
  registry.register(evmOnly as Wallet)
  expect(adapter.getConnection().connectors.map((connector) => connector.name)).toEqual([
    'Fake Solana Wallet',
  ])
  expect(last()?.connectors).toHaveLength(1)
  expect(adapter.getConnection().connectors[0]?.type).toBe('walletStandard')
})

test('connects, names the account in CAIP ids, and disconnects', async () => {
  const { fake, adapter, last } = await setup()
  const [connector] = adapter.getConnection().connectors
  await adapter.connect(connector?.uid ?? '')
  expect(adapter.getConnection()).toMatchObject({
    status: 'connected',
    account: `${fakeCluster}:${fake.address}`,
    chainId: fakeCluster,
  })
  expect(last()).toMatchObject({
    status: 'connected',
    address: fake.address,
    walletName: 'Fake Solana Wallet',
  })
  await adapter.disconnect()
  expect(fake.connected()).toBe(false)
  expect(last()).toMatchObject({ status: 'disconnected', address: undefined })
})

test('signs a message the account key verifies', async () => {
  const { fake, adapter } = await setup()
  await adapter.connect(adapter.getConnection().connectors[0]?.uid ?? '')
  const signature = await adapter.signMessage('Hello from Airlock')
  const bytes = getBase58Encoder().encode(signature)
  expect(bytes).toHaveLength(64)
  const message = new TextEncoder().encode('Hello from Airlock')
  expect(await verifySignature(fake.publicKey, bytes as never, message)).toBe(true)
  expect(await verifySignature(fake.publicKey, bytes as never, new TextEncoder().encode('x'))).toBe(
    false,
  )
})

test('a refused connect leaves it disconnected and passes the 4001 on', async () => {
  const { fake, adapter, last } = await setup()
  fake.rejectNext()
  await expect(
    adapter.connect(adapter.getConnection().connectors[0]?.uid ?? ''),
  ).rejects.toMatchObject({ code: 4001 })
  expect(last()?.status).toBe('disconnected')
})

test('follows the wallet: an account dropped in it, or the wallet gone, disconnects', async () => {
  const { fake, adapter, last, unregister } = await setup()
  const uid = adapter.getConnection().connectors[0]?.uid ?? ''
  await adapter.connect(uid)
  fake.lockAccount()
  expect(last()?.status).toBe('disconnected')
  await adapter.connect(uid)
  expect(last()?.status).toBe('connected')
  unregister()
  expect(last()).toMatchObject({ status: 'disconnected', connectors: [] })
  await expect(adapter.signMessage('after')).rejects.toThrow('No Solana wallet is connected')
})

test('sends a transaction through the wallet, on the connected cluster', async () => {
  const { fake, adapter } = await setup()
  await adapter.connect(adapter.getConnection().connectors[0]?.uid ?? '')
  const signature = await adapter.sendTransaction(new Uint8Array([1, 2, 3]))
  expect(fake.sent).toEqual([new Uint8Array([1, 2, 3])])
  expect(getBase58Encoder().encode(signature)).toHaveLength(64)
})

test('restores the last visit’s wallet silently, and forgets one that is gone', async () => {
  const registry = createFakeRegistry()
  const fake = await createFakeSolanaWallet()
  registry.register(fake.wallet)
  // Authorised earlier: a silent connect hands the account out again.
  await (fake.wallet.features['standard:connect'] as { connect(): Promise<unknown> }).connect()
  const states: Omit<SolanaState, 'ready'>[] = []
  createSolanaAdapter({
    networks,
    wallets: registry,
    remembered: { wallet: 'Fake Solana Wallet' },
    onChange: (state, settled) => {
      if (settled) states.push(state)
    },
  })
  await expect.poll(() => states.at(-1)?.status).toBe('connected')
  const gone: Omit<SolanaState, 'ready'>[] = []
  createSolanaAdapter({
    networks,
    wallets: createFakeRegistry(),
    remembered: { wallet: 'Fake Solana Wallet' },
    onChange: (state, settled) => {
      if (settled) gone.push(state)
    },
  })
  await expect.poll(() => gone.at(-1)?.status).toBe('disconnected')
})

test('switches only to a cluster the dapp lists', async () => {
  const { adapter } = await setup()
  await expect(adapter.switchNetwork('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).rejects.toThrow(
    'Chain is not supported',
  )
})
