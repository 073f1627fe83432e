import { createConfig, http, mock } from '@wagmi/core'
import { defineChain } from 'viem'
import { expect, test } from 'vitest'
import { createAirlock } from '../../createAirlock.js'
import { AdapterNotConfiguredError } from '../../errors/adapter.js'

const devnet = defineChain({
  id: 31337,
  name: 'Airlock Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A client whose wagmi config holds one wallet: wagmi's mock connector, with one account. */
function clientWithMockWallet() {
  const wagmiConfig = createConfig({
    chains: [devnet],
    transports: { [devnet.id]: http() },
    connectors: [mock({ accounts: [address] })],
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  return createAirlock({ projectId: 'dev', networks: [devnet], wagmiConfig, walletConnect: false })
}

test('is the eip155 namespace adapter, and names its connection in CAIP ids', async () => {
  const airlock = clientWithMockWallet()
  const adapter = await airlock.adapter('eip155')
  expect(adapter).toBe(await airlock.eip155())
  expect(adapter.namespace).toBe('eip155')

  const before = adapter.getConnection()
  expect(before).toMatchObject({ status: 'disconnected', account: undefined, chainId: undefined })
  const [wallet] = before.connectors
  expect(wallet).toMatchObject({ type: 'mock' })

  await adapter.connect(wallet?.uid ?? '')
  expect(adapter.getConnection()).toMatchObject({
    status: 'connected',
    account: `eip155:31337:${address}`,
    chainId: 'eip155:31337',
  })
  // The store's eip155 slice, which the modal reads, heard the same.
  expect(airlock.store.getState().eip155).toMatchObject({ status: 'connected', address })

  await adapter.disconnect()
  expect(adapter.getConnection()).toMatchObject({ status: 'disconnected', account: undefined })
})

test('a namespace without an adapter rejects by name', async () => {
  const airlock = clientWithMockWallet()
  await expect(airlock.adapter('solana')).rejects.toBeInstanceOf(AdapterNotConfiguredError)
  await expect(airlock.adapter('solana')).rejects.toMatchObject({ namespace: 'solana' })
})

test('the actions through a connected wallet answer once their own chunk has loaded', async () => {
  const airlock = clientWithMockWallet()
  const adapter = await airlock.eip155()
  const [wallet] = adapter.getConnection().connectors
  await adapter.connect(wallet?.uid ?? '')
  // wagmi's mock wallet names capabilities for other chains only: no atomic batch here.
  await expect(adapter.supportsAtomicBatch(devnet.id)).resolves.toBe(false)
  await adapter.disconnect()
})
