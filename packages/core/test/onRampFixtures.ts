import {
  type OnRampOptionsResponse,
  type OnRampPaymentCurrency,
  type OnRampProvider,
  type OnRampPurchaseCurrency,
  type OnRampQuoteResponse,
  onRampFallback,
} from '@airlock/protocol'
import type { Transaction } from '../src/api/createBlockchainApi.js'
import type { OnRampApi } from '../src/api/createOnRampApi.js'
import { createAirlock } from '../src/createAirlock.js'
import { createStorage } from '../src/storage/createStorage.js'
import type { Airlock } from '../src/types/airlock.js'

/** The spec's fallback limits: card 10.00–7,500.00, ach_bank_account 10.00–25,000.00. */
const limits = onRampFallback.paymentMethodLimits.map((limit) => ({ ...limit }))
export const usd: OnRampPaymentCurrency = { id: 'USD', payment_method_limits: limits }
export const eur: OnRampPaymentCurrency = { id: 'EUR', payment_method_limits: limits }

export const usdc: OnRampPurchaseCurrency = {
  id: 'USDC',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    {
      name: 'ethereum',
      display_name: 'Ethereum',
      chain_id: '1',
      contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    },
    {
      name: 'airlock-devnet',
      display_name: 'Airlock Devnet',
      chain_id: '31337',
      contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    },
  ],
  iconUrl: 'http://127.0.0.1:9/public/getTokenImage/usdc',
}
export const eth: OnRampPurchaseCurrency = {
  id: 'ETH',
  name: 'Ether',
  symbol: 'ETH',
  networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
}
/** The devnet's Solana cluster as the server's options name it (CAIP-2 chain id). */
export const solanaCluster = 'solana:A7Chz8vBH44LkM77kTnGUJKiejwjEL9k'
export const solanaBuyer = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
export const sol: OnRampPurchaseCurrency = {
  id: 'SOL',
  name: 'Solana',
  symbol: 'SOL',
  networks: [
    {
      name: 'solana-devnet',
      display_name: 'Airlock Solana Devnet',
      chain_id: solanaCluster,
      contract_address: '',
    },
  ],
}
/** USDC on the EVM chains and on the Solana devnet (its mint). */
export const usdcWithSolana: OnRampPurchaseCurrency = {
  ...usdc,
  networks: [
    ...usdc.networks,
    {
      name: 'solana-devnet',
      display_name: 'Airlock Solana Devnet',
      chain_id: solanaCluster,
      contract_address: '5VVSnGb3NUhQ55rGfxizPQTK4NTp7HJBtjdkguQ5mu5g',
    },
  ],
}
export const options: OnRampOptionsResponse = {
  paymentCurrencies: [eur, usd],
  purchaseCurrencies: [eth, usdc],
}
/** The options with SOL and Solana USDC as well. */
export const solanaOptions: OnRampOptionsResponse = {
  paymentCurrencies: [eur, usd],
  purchaseCurrencies: [eth, usdcWithSolana, sol],
}

export const sandbox: OnRampProvider = {
  id: 'sandbox',
  name: 'Airlock Sandbox',
  logoUrl: 'http://127.0.0.1:9/public/onramp/sandbox.svg',
  feeRange: '1-2%',
  namespaces: ['eip155'],
}
export const meld: OnRampProvider = {
  id: 'meld',
  name: 'Meld.io',
  logoUrl: 'http://127.0.0.1:9/public/onramp/meld.svg',
  feeRange: '1-2%',
  namespaces: ['eip155', 'solana'],
}

/** A quote of 50 USD: 1.00 provider fee and 0.10 network fee on a 48.90 subtotal. */
export const quote: OnRampQuoteResponse = {
  paymentTotal: { amount: '50.00', currency: 'USD' },
  paymentSubtotal: { amount: '48.90', currency: 'USD' },
  purchaseAmount: { amount: '48.90', currency: 'USDC' },
  coinbaseFee: { amount: '1.00', currency: 'USD' },
  networkFee: { amount: '0.10', currency: 'USD' },
  quoteId: 'quote-1',
  provider: 'sandbox',
}

export const buyer = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

/** A purchase as the history shows it, with the on-ramp status of the reference. */
export function purchase(
  id: string,
  status: 'SUCCESS' | 'IN_PROGRESS' | 'FAILED',
  numeric = '48.9',
): Transaction {
  return {
    id,
    metadata: {
      operationType: 'receive',
      hash: `0x${id.padStart(64, '0')}`,
      chain: 'eip155:31337',
      minedAt: '2026-11-22T10:00:00.000Z',
      sentFrom: '0x0000000000000000000000000000000000000001',
      sentTo: buyer,
      status: `ONRAMP_TRANSACTION_STATUS_${status}`,
      nonce: 0,
    },
    transfers: [
      {
        fungible_info: { name: 'USD Coin', symbol: 'USDC' },
        direction: 'in',
        quantity: { numeric },
      },
    ],
  }
}

/**
 * An Airlock client in memory, connected to `buyer` on the devnet unless told otherwise; with
 * `solana`, also to `solanaBuyer` on the Solana devnet, Solana being the active namespace.
 */
export function testAirlock({
  connected = true,
  solana = false,
}: {
  connected?: boolean
  solana?: boolean
} = {}): Airlock {
  const items = new Map<string, string>()
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    storage: createStorage({
      backend: {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
        removeItem: (key) => void items.delete(key),
      },
    }),
  })
  if (connected)
    airlock.store.setState({
      eip155: {
        ready: true,
        status: 'connected',
        address: buyer,
        chainId: 31337,
        connectors: [],
      },
    })
  if (solana)
    airlock.store.setState((state) => ({
      activeNamespace: 'solana',
      solana: {
        ...state.solana,
        ready: true,
        status: 'connected',
        address: solanaBuyer,
        chainId: solanaCluster,
      },
    }))
  return airlock
}

/** An on-ramp client that answers from memory; `purchases` answers one list per call, then the last. */
export function fakeOnRampApi({
  purchases = [[]],
  url = 'http://127.0.0.1:8790/onramp/checkout/abc',
  ...overrides
}: Partial<Omit<OnRampApi, 'purchases' | 'url'>> & {
  purchases?: Transaction[][]
  url?: string | Error
} = {}) {
  const calls = {
    purchases: 0,
    /** What each purchases call asked for. */
    purchasesAsked: [] as Parameters<OnRampApi['purchases']>[0][],
    url: [] as unknown[],
    quote: [] as unknown[],
  }
  const api: OnRampApi = {
    providers: async () => ({ providers: [sandbox, meld], restrictedTimezones: [] }),
    options: async () => options,
    quote: async (request) => {
      calls.quote.push(request)
      return quote
    },
    url: async (request) => {
      calls.url.push(request)
      if (url instanceof Error) throw url
      return url
    },
    purchases: async (parameters) => {
      calls.purchasesAsked.push(parameters)
      const answer = purchases[Math.min(calls.purchases, purchases.length - 1)] ?? []
      calls.purchases++
      return answer
    },
    ...overrides,
  }
  return { api, calls }
}

/** A provider window that records where it was sent; `closed` is set by the test. */
export function fakePopup() {
  return {
    closed: false,
    opener: {} as unknown,
    location: { href: 'about:blank' },
    closes: 0,
    close() {
      this.closes++
      this.closed = true
    },
  }
}
