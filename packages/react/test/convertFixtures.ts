import type {
  ConvertBuildResponse,
  ConvertGasPriceResponse,
  ConvertQuotesResponse,
  ConvertTokensResponse,
  FungiblePriceResponse,
} from '@airlock/protocol'
import { encodeFunctionData } from 'viem'
import { portfolioRoutes } from './portfolioFixtures.js'
import type { ApiRoutes } from './serveApi.js'
import { dai, eth, usdc, wbtc } from './swapFixtures.js'

const router = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6'
const weth = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const swapExactETHForTokens = {
  type: 'function',
  name: 'swapExactETHForTokens',
  stateMutability: 'payable',
  inputs: [
    { name: 'amountOutMin', type: 'uint256' },
    { name: 'path', type: 'address[]' },
    { name: 'to', type: 'address' },
    { name: 'deadline', type: 'uint256' },
  ],
  outputs: [],
} as const

/** USDC (6 decimals) for wei at 2,941.23456 USDC per ETH, as the devnet's pool would quote. */
const usdcFor = (wei: bigint) => (wei * 294_123_456n) / 10n ** 17n

const swappable = [eth, usdc, dai, wbtc]

/**
 * The server's swap routes on the devnet: ETH, USDC, DAI and WBTC with their prices, the
 * portfolio's balances (2.5 ETH, 120.5 USDC), quotes at 2,941.23456 USDC per ETH, and a Uniswap
 * V2 router call that sells exactly the amount, pays the account at least 99% of the quote and
 * expires in 20 minutes.
 */
export const convertRoutes: ApiRoutes = {
  ...portfolioRoutes,
  '/v1/convert/tokens': () => {
    const body: ConvertTokensResponse = {
      tokens: swappable.map(({ name, symbol, address, decimals, logoUri }) => ({
        name,
        symbol,
        address,
        decimals,
        logoUri,
      })),
    }
    return { body }
  },
  '/v1/convert/gas-price': () => {
    const body: ConvertGasPriceResponse = {
      standard: '2000000000',
      fast: '2500000000',
      instant: '3000000000',
    }
    return { body }
  },
  '/v1/fungible/price': ({ body }) => {
    const { addresses } = body as { addresses: string[] }
    const answer: FungiblePriceResponse = {
      fungibles: addresses.map((address) => {
        const token = swappable.find((candidate) => candidate.address === address)
        return {
          name: token?.name ?? '',
          symbol: token?.symbol ?? '',
          iconUrl: token?.logoUri ?? '',
          price: token?.price ?? 0,
        }
      }),
    }
    return { body: answer }
  },
  '/v1/convert/quotes': ({ url }) => {
    const amount = BigInt(url.searchParams.get('amount') ?? '0')
    const body: ConvertQuotesResponse = {
      quotes: [
        {
          id: null,
          fromAmount: amount.toString(),
          fromAccount: url.searchParams.get('from') ?? '',
          toAmount: usdcFor(amount).toString(),
          toAccount: url.searchParams.get('to') ?? '',
          priceImpact: 0.1234,
        },
      ],
    }
    return { body }
  },
  '/v1/convert/build-transaction': ({ body }) => {
    const request = body as { amount: string; userAddress: string; to: string }
    const user = request.userAddress.split(':').at(-1) as `0x${string}`
    const token = request.to.split(':').at(-1) as `0x${string}`
    const amount = BigInt(request.amount)
    const answer: ConvertBuildResponse = {
      tx: {
        from: request.userAddress,
        to: `eip155:31337:${router}`,
        data: encodeFunctionData({
          abi: [swapExactETHForTokens],
          args: [
            (usdcFor(amount) * 99n) / 100n,
            [weth, token],
            user,
            BigInt(Math.floor(Date.now() / 1000) + 1200),
          ],
        }),
        amount: amount.toString(),
        eip155: { gas: '160000', gasPrice: '2000000000' },
      },
    }
    return { body: answer }
  },
}
