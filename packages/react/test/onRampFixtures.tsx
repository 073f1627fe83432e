import { type Airlock, createAirlock, type OnRampState } from '@airlock/core'
import type { OnRampOptionsResponse, OnRampProvider, OnRampQuoteResponse } from '@airlock/protocol'
import type { Chain } from 'viem'
import { solanaCluster, solanaConfig } from './solanaNetwork.js'

const devnet = {
  id: 31337,
  name: 'Airlock Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'http://127.0.0.1:9/explorer' } },
} as const satisfies Chain

const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
export const options: OnRampOptionsResponse = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits },
  ],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
      ],
    },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      iconUrl: 'http://127.0.0.1:9/public/getTokenImage/usdc',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        },
        {
          name: 'devnet',
          display_name: 'Airlock Devnet',
          chain_id: '31337',
          contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        },
      ],
    },
  ],
}
/** The options with SOL and USDC on the Solana devnet as well, as the sandbox offers them. */
const solanaDevnet = {
  name: 'solana-devnet',
  display_name: 'Airlock Solana Devnet',
  chain_id: solanaCluster,
}
const solanaOptions: OnRampOptionsResponse = {
  paymentCurrencies: options.paymentCurrencies,
  purchaseCurrencies: [
    ...options.purchaseCurrencies.map((currency) =>
      currency.id === 'USDC'
        ? {
            ...currency,
            networks: [
              ...currency.networks,
              { ...solanaDevnet, contract_address: '5VVSnGb3NUhQ55rGfxizPQTK4NTp7HJBtjdkguQ5mu5g' },
            ],
          }
        : currency,
    ),
    {
      id: 'SOL',
      name: 'Solana',
      symbol: 'SOL',
      networks: [{ ...solanaDevnet, contract_address: '' }],
    },
  ],
}
/** The Solana test account the on-ramp fixtures connect with `solana`. */
export const solanaBuyer = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'

export const [usd, eur] = options.paymentCurrencies as [
  OnRampOptionsResponse['paymentCurrencies'][number],
  OnRampOptionsResponse['paymentCurrencies'][number],
]
export const usdc = options
  .purchaseCurrencies[1] as OnRampOptionsResponse['purchaseCurrencies'][number]

export const providers: OnRampProvider[] = [
  {
    id: 'sandbox',
    name: 'Airlock Sandbox',
    logoUrl: 'http://127.0.0.1:9/public/onramp/sandbox.svg',
    feeRange: '1-2%',
    namespaces: ['eip155'],
  },
  {
    id: 'meld',
    name: 'Meld.io',
    logoUrl: 'http://127.0.0.1:9/public/onramp/meld.svg',
    feeRange: '1-2%',
    namespaces: ['eip155', 'solana'],
  },
]

export const quote: OnRampQuoteResponse = {
  paymentTotal: { amount: '50.00', currency: 'USD' },
  paymentSubtotal: { amount: '48.90', currency: 'USD' },
  purchaseAmount: { amount: '48.9', currency: 'USDC' },
  coinbaseFee: { amount: '1.00', currency: 'USD' },
  networkFee: { amount: '0.10', currency: 'USD' },
  quoteId: 'quote-1',
  provider: 'sandbox',
}

/**
 * A client connected on the devnet whose on-ramp state is loaded (providers, options, USD and
 * USDC on the devnet, 50 typed and quoted), then changed by `onRamp`. With `solana`, a Solana
 * account on the Solana devnet is connected too and active, and USDC is bought there.
 */
export function onRampAirlock(
  onRamp: Partial<OnRampState> = {},
  { connected = true, solana = false }: { connected?: boolean; solana?: boolean } = {},
): Airlock {
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    networks: [devnet],
    ...(solana ? { solana: solanaConfig } : {}),
  })
  const usdcOnSolana = solanaOptions.purchaseCurrencies[1]
  const onSolana: Partial<OnRampState> = solana
    ? { options: solanaOptions, purchaseCurrency: usdcOnSolana, network: usdcOnSolana?.networks[2] }
    : {}
  airlock.store.setState((state) => ({
    eip155: connected
      ? {
          ready: true,
          status: 'connected',
          address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
          chainId: devnet.id,
          connectors: [],
        }
      : state.eip155,
    ...(solana
      ? {
          activeNamespace: 'solana' as const,
          solana: {
            ...state.solana,
            ready: true,
            status: 'connected' as const,
            address: solanaBuyer,
            chainId: solanaCluster,
          },
        }
      : {}),
    onRamp: {
      ...state.onRamp,
      providers,
      options,
      paymentCurrency: usd,
      purchaseCurrency: usdc,
      network: usdc.networks[1],
      amount: '50',
      quote,
      ...onSolana,
      ...onRamp,
    },
  }))
  return airlock
}

export { buttons, render, text } from './markup.js'
