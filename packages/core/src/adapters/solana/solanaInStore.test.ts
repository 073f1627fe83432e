import { getWallets } from '@wallet-standard/app'
import { afterEach, expect, test } from 'vitest'
import { createFakeSolanaWallet, fakeCluster } from '../../../test/fakeSolanaWallet.js'
import { connectWallet } from '../../actions/connectWallet.js'
import { disconnectWallet } from '../../actions/disconnectWallet.js'
import { createAirlock } from '../../createAirlock.js'
import { createStorage, type StorageBackend } from '../../storage/createStorage.js'

const solana = {
  networks: [
    {
      caipNetworkId: fakeCluster,
      name: 'Airlock Solana Devnet',
      rpcUrl: 'http://127.0.0.1:1',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    },
  ],
} as const

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function memoryBackend(): StorageBackend {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

async function registered() {
  const fake = await createFakeSolanaWallet()
  // The page's own registry: in Node, `getWallets()` works without window events.
  cleanups.push(getWallets().register(fake.wallet))
  return fake
}

test('connects a Solana wallet in its own namespace, remembered for the next visit', async () => {
  const fake = await registered()
  const backend = memoryBackend()
  const airlock = createAirlock({ projectId: 'dev', solana, storage: createStorage({ backend }) })
  expect(airlock.getAccount('solana')).toMatchObject({ status: 'disconnected', address: undefined })
  await airlock.adapter('solana')
  const [connector] = airlock.store.getState().solana.connectors
  expect(connector?.name).toBe('Fake Solana Wallet')
  expect(
    await connectWallet(airlock, { namespace: 'solana', connectorUid: connector?.uid ?? '' }),
  ).toBe(true)
  expect(airlock.getAccount('solana')).toEqual({
    namespace: 'solana',
    status: 'connected',
    address: fake.address,
    chainId: fakeCluster,
    caipAddress: `${fakeCluster}:${fake.address}`,
    isConnected: true,
  })
  // eip155 is untouched: one state per namespace.
  expect(airlock.getAccount('eip155')).toMatchObject({ status: 'disconnected' })

  // The next visit shows the account at once, then the wallet hands it out again silently.
  const next = createAirlock({ projectId: 'dev', solana, storage: createStorage({ backend }) })
  expect(next.getAccount('solana')).toMatchObject({ status: 'reconnecting', address: fake.address })
  await next.adapter('solana')
  await expect.poll(() => next.getAccount('solana').status).toBe('connected')
  expect(next.store.getState().solana.ready).toBe(true)
})

test('disconnecting Solana forgets it; a refusal shows on the Connecting view', async () => {
  const fake = await registered()
  const backend = memoryBackend()
  const airlock = createAirlock({ projectId: 'dev', solana, storage: createStorage({ backend }) })
  await airlock.adapter('solana')
  const uid = airlock.store.getState().solana.connectors[0]?.uid ?? ''
  fake.rejectNext()
  expect(await connectWallet(airlock, { namespace: 'solana', connectorUid: uid })).toBe(false)
  expect(airlock.store.getState().connectAttempt).toMatchObject({ status: 'rejected' })
  expect(airlock.store.getState().router.history.at(-1)).toBe('ConnectingExternalWallet')
  await connectWallet(airlock, { namespace: 'solana', connectorUid: uid })
  await disconnectWallet(airlock, { namespace: 'solana' })
  expect(airlock.getAccount('solana').status).toBe('disconnected')
  expect(fake.connected()).toBe(false)
  const next = createAirlock({ projectId: 'dev', solana, storage: createStorage({ backend }) })
  expect(next.getAccount('solana').status).toBe('disconnected')
})

test('without `solana`, the namespace has no adapter and nothing loads', async () => {
  const airlock = createAirlock({ projectId: 'dev' })
  await expect(airlock.adapter('solana')).rejects.toThrow('no adapter for the solana namespace')
  expect(airlock.config.solanaNetworks).toEqual([])
})
