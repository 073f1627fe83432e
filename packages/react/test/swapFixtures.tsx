import {
  type Airlock,
  createAirlock,
  initialSwapState,
  type SwapState,
  type SwapToken,
} from '@airlock/core'
import { defineChain } from 'viem'

const devnet = defineChain({
  id: 31337,
  name: 'Airlock Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

const token =
  (symbol: string, name: string, address: string, decimals: number) =>
  (balance: string, price: number): SwapToken => ({
    name,
    symbol,
    address: `eip155:31337:${address}`,
    decimals,
    logoUri: `http://127.0.0.1:9/tokens/${symbol}.svg`,
    price,
    balance,
  })
export const eth = token(
  'ETH',
  'Ether',
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  18,
)('2.5', 3000)
export const usdc = token(
  'USDC',
  'USD Coin',
  '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  6,
)('120.5', 1)
export const dai = token(
  'DAI',
  'Dai Stablecoin',
  '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  18,
)('0', 1)
export const wbtc = token(
  'WBTC',
  'Wrapped BTC',
  '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  8,
)('0', 60000)

/**
 * A client connected on the devnet whose swap is initialised and quoted: 0.1 ETH for
 * 294.1234567 USDC at 2 gwei; then changed by `swap`.
 */
export function swapAirlock(swap: Partial<SwapState> = {}): Airlock {
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    networks: [devnet],
  })
  airlock.store.setState(() => ({
    eip155: {
      ready: true,
      status: 'connected',
      address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
      chainId: devnet.id,
      connectors: [],
    },
    swap: {
      ...initialSwapState(),
      account: 'eip155:31337:0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
      tokens: [eth, usdc, dai, wbtc],
      myTokens: [eth, usdc],
      popularTokens: [wbtc, dai],
      sourceToken: eth,
      sourceTokenAmount: '0.1',
      sourceTokenPriceInUSD: 3000,
      toToken: usdc,
      toTokenAmount: '294.1234567',
      toTokenPriceInUSD: 1,
      networkPrice: 3000,
      gasPrice: 2_000_000_000n,
      gasFee: 300_000_000_000_000n,
      gasPriceInUSD: 0.9,
      priceImpact: 0.1234,
      maxSlippage: '2.941234',
      toTokenMinAmount: '291.182222',
      providerFee: '0.00085',
      ...swap,
    },
  }))
  return airlock
}

export { buttons, render, text } from './markup.js'
