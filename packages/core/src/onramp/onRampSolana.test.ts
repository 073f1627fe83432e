import { afterEach, expect, test, vi } from 'vitest'
import {
  buyer,
  fakeOnRampApi,
  fakePopup,
  meld,
  purchase,
  quote,
  sandbox,
  sol,
  solanaBuyer,
  solanaCluster,
  solanaOptions,
  testAirlock,
  usd,
  usdcWithSolana,
} from '../../test/onRampFixtures.js'
import { setActiveNamespace } from '../actions/setActiveNamespace.js'
import { createOnRampApi } from '../api/createOnRampApi.js'
import { loadOnRampOptions } from './loadOnRampOptions.js'
import { loadOnRampProviders } from './loadOnRampProviders.js'
import { fitOnRampToAccount, onRampAccount, onRampProvidersFor } from './onRampAccount.js'
import { startOnRampPurchase } from './startOnRampPurchase.js'
import { updateOnRamp } from './updateOnRamp.js'

// Buying for the Solana account: the on-ramp follows the active namespace's account, as the swap
// does (issue 21): its base58 address receives, on its cluster, SOL or Solana USDC.

afterEach(() => vi.useRealTimers())

test("the on-ramp's account is the active namespace's: address and CAIP-2 chain", () => {
  const airlock = testAirlock({ solana: true })
  expect(onRampAccount(airlock.store.getState())).toEqual({
    namespace: 'solana',
    address: solanaBuyer,
    chainId: solanaCluster,
  })
  setActiveNamespace(airlock, 'eip155')
  expect(onRampAccount(airlock.store.getState())).toEqual({
    namespace: 'eip155',
    address: buyer,
    chainId: 'eip155:31337',
  })
})

test('providers that deliver to Solana are kept; each account is offered those delivering to its namespace', async () => {
  const airlock = testAirlock({ solana: true })
  const solanaOnly = { ...meld, id: 'solpay', namespaces: ['solana'] }
  const elsewhere = { ...meld, id: 'btc', namespaces: ['bip122'] }
  const { api } = fakeOnRampApi({
    providers: async () => ({
      providers: [sandbox, meld, solanaOnly, elsewhere],
      restrictedTimezones: [],
    }),
  })
  const providers = await loadOnRampProviders(airlock, { api, timeZone: 'Europe/Berlin' })
  expect(providers).toEqual([sandbox, meld, solanaOnly])
  expect(onRampProvidersFor(providers, 'solana')).toEqual([meld, solanaOnly])
  expect(onRampProvidersFor(providers, 'eip155')).toEqual([sandbox, meld])
  expect(onRampProvidersFor(undefined, 'solana')).toBeUndefined()
})

test('with the Solana account active, USDC on its cluster is chosen, and the choice follows the active account', async () => {
  const airlock = testAirlock({ solana: true })
  const { api } = fakeOnRampApi({ options: async () => solanaOptions })
  await loadOnRampOptions(airlock, { api })
  expect(airlock.store.getState().onRamp).toMatchObject({
    paymentCurrency: usd,
    purchaseCurrency: usdcWithSolana,
    network: { name: 'solana-devnet', chain_id: solanaCluster },
  })
  // An EVM account cannot receive on Solana: its own chain's USDC instead, the quote dropped.
  updateOnRamp(airlock, { quote, amount: '50' })
  setActiveNamespace(airlock, 'eip155')
  fitOnRampToAccount(airlock)
  expect(airlock.store.getState().onRamp).toMatchObject({
    purchaseCurrency: usdcWithSolana,
    network: { name: 'airlock-devnet', chain_id: '31337' },
    quote: undefined,
    amount: '50',
  })
  // A Solana choice made on the Solana account is kept while it stays active.
  setActiveNamespace(airlock, 'solana')
  fitOnRampToAccount(airlock)
  const [cluster] = sol.networks
  if (!cluster) throw new Error('fixture has no network')
  updateOnRamp(airlock, { purchaseCurrency: sol, network: cluster, quote })
  fitOnRampToAccount(airlock)
  expect(airlock.store.getState().onRamp).toMatchObject({
    purchaseCurrency: sol,
    network: cluster,
    quote,
  })
})

test('a purchase for the Solana account goes to its base58 address and follows its purchases on its cluster', async () => {
  vi.useFakeTimers()
  const airlock = testAirlock({ solana: true })
  const [cluster] = sol.networks
  if (!cluster) throw new Error('fixture has no network')
  updateOnRamp(airlock, {
    options: solanaOptions,
    paymentCurrency: usd,
    purchaseCurrency: sol,
    network: cluster,
    amount: '50',
    quote: { ...quote, purchaseAmount: { amount: '0.3', currency: 'SOL' } },
  })
  const bought = purchase('sol-new', 'SUCCESS', '0.3')
  const { api, calls } = fakeOnRampApi({ purchases: [[], [bought]] })
  const popup = fakePopup()
  const start = startOnRampPurchase(airlock, { api, provider: meld, openPopup: () => popup })
  expect(start.started).toBe(true)
  await vi.advanceTimersByTimeAsync(0)
  expect(calls.url).toEqual([
    expect.objectContaining({
      destinationWallets: [
        { address: solanaBuyer, blockchains: ['solana-devnet'], assets: ['SOL'] },
      ],
      defaultNetwork: 'solana-devnet',
      // Base58 is case-sensitive: the address as it is.
      partnerUserId: solanaBuyer,
    }),
  ])
  const version = airlock.store.getState().portfolioVersion
  await vi.advanceTimersByTimeAsync(4_000)
  expect(airlock.store.getState().onRamp).toMatchObject({ status: 'success', purchase: bought })
  expect(calls.purchasesAsked.map(({ address, chainId }) => ({ address, chainId }))).toEqual([
    { address: solanaBuyer, chainId: solanaCluster },
    { address: solanaBuyer, chainId: solanaCluster },
  ])
  // The Solana balances are read again.
  expect(airlock.store.getState().portfolioVersion).toBeGreaterThan(version)
})

test('the purchases of a Solana account are asked for on its cluster', async () => {
  const asked: string[] = []
  const api = createOnRampApi({
    apiUrl: 'http://127.0.0.1:9',
    projectId: 'dev',
    fetch: async (input) => {
      asked.push(String(input))
      return new Response(JSON.stringify({ data: [], next: null }), {
        headers: { 'content-type': 'application/json' },
      })
    },
  })
  await api.purchases({ address: solanaBuyer, provider: 'sandbox', chainId: solanaCluster })
  await api.purchases({ address: buyer, provider: 'sandbox', chainId: 31337 })
  expect(asked.map((url) => new URL(url).searchParams.get('chainId'))).toEqual([
    solanaCluster,
    'eip155:31337',
  ])
  expect(new URL(asked[0] ?? '').pathname).toBe(`/v1/account/${solanaBuyer}/history`)
})
