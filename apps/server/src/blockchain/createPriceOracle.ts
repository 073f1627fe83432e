import {
  type Address,
  type ContractFunctionParameters,
  formatUnits,
  type PublicClient,
  parseAbi,
  zeroAddress,
} from 'viem'
import type { BlockchainChain } from './resolveBlockchainChains.js'

export const uniswapV2Abi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])

/** The pools that price a set of tokens, found through the factory. */
export type PricePlan = {
  /** Pool address by pair key (`tokenA:tokenB`, sorted as Uniswap sorts them). */
  pools: ReadonlyMap<string, Address>
}

/** One multicall answer, as viem's `multicall({ allowFailure: true })` gives it. */
export type CallResult = { status: 'success'; result: unknown } | { status: 'failure' }

export type PriceOracle = {
  /** Finds (and remembers) the pools that price `tokens`: against USD, else against WETH. */
  plan(tokens: readonly Address[]): Promise<PricePlan>
  /** `getReserves` of each pool of the plan, in the plan's order: add them to a multicall. */
  reserveCalls(plan: PricePlan): ContractFunctionParameters[]
  /**
   * USD prices of `tokens` from the answers to `reserveCalls` (same order). The wrapped native
   * token's price is also the native currency's. A token without a pool is priced 0.
   */
  prices(
    plan: PricePlan,
    results: readonly CallResult[],
    tokens: readonly { address: Address; decimals: number }[],
  ): Map<Address, number>
}

// A pool found missing is asked for again after this long; found pools are kept.
const missingPoolTtlMs = 60_000

/**
 * Prices tokens in USD from on-chain Uniswap V2 reserves, anchored on the chain's dollar
 * stablecoin at exactly 1: a token with a USD pool takes that pool's price; one without takes its
 * WETH pool's price times WETH's. Pool addresses are looked up once through the factory; reserves
 * are read by the caller, in the same multicall as the balances they price.
 *
 * @param chain - `pricing` is read; without it every price is 0.
 * @param client - Reads the factory.
 * @returns The oracle.
 *
 * @example
 * import { createPriceOracle } from './blockchain/createPriceOracle.js'
 * const oracle = createPriceOracle(chain, client)
 * const plan = await oracle.plan([wbtc])
 * const results = await client.multicall({ contracts: oracle.reserveCalls(plan), allowFailure: true })
 * oracle.prices(plan, results, [{ address: wbtc, decimals: 8 }]).get(wbtc) // ≈ 60000
 */
export function createPriceOracle(
  chain: Pick<BlockchainChain, 'pricing' | 'multicall3'>,
  client: PublicClient,
): PriceOracle {
  const { pricing } = chain
  const known = new Map<string, Address>()
  const missing = new Map<string, number>()

  const wanted = (tokens: readonly Address[]): [Address, Address][] => {
    if (!pricing) return []
    const pairs: [Address, Address][] = [[pricing.wrappedNative, pricing.usd]]
    for (const token of tokens) {
      if (same(token, pricing.usd) || same(token, pricing.wrappedNative)) continue
      pairs.push([token, pricing.usd], [token, pricing.wrappedNative])
    }
    return pairs
  }

  return {
    async plan(tokens) {
      const pairs = wanted(tokens)
      const now = Date.now()
      const unknown = pairs.filter(([a, b]) => {
        const key = pairKey(a, b)
        return !known.has(key) && (missing.get(key) ?? 0) <= now
      })
      if (pricing && unknown.length > 0) {
        const results = await client.multicall({
          contracts: unknown.map(([a, b]) => ({
            address: pricing.factory,
            abi: uniswapV2Abi,
            functionName: 'getPair' as const,
            args: [a, b] as const,
          })),
          allowFailure: true,
          multicallAddress: chain.multicall3,
          batchSize: 0,
        })
        unknown.forEach(([a, b], i) => {
          const result = results[i]
          const key = pairKey(a, b)
          if (result?.status === 'success' && result.result !== zeroAddress)
            known.set(key, result.result)
          else missing.set(key, now + missingPoolTtlMs)
        })
      }
      const pools = new Map<string, Address>()
      for (const [a, b] of pairs) {
        const key = pairKey(a, b)
        const pool = known.get(key)
        if (pool) pools.set(key, pool)
      }
      return { pools }
    },

    reserveCalls(plan) {
      return [...plan.pools.values()].map((address) => ({
        address,
        abi: uniswapV2Abi,
        functionName: 'getReserves',
      }))
    },

    prices(plan, results, tokens) {
      const prices = new Map<Address, number>()
      if (!pricing) return prices
      const decimals = new Map(tokens.map((token) => [token.address.toLowerCase(), token.decimals]))
      decimals.set(pricing.usd.toLowerCase(), pricing.usdDecimals)
      decimals.set(pricing.wrappedNative.toLowerCase(), 18)
      const reserves = new Map<string, readonly [bigint, bigint]>()
      ;[...plan.pools.keys()].forEach((key, i) => {
        const result = results[i]
        if (result?.status !== 'success') return
        const [reserve0, reserve1] = result.result as readonly [bigint, bigint, number]
        if (reserve0 > 0n && reserve1 > 0n) reserves.set(key, [reserve0, reserve1])
      })
      // How many `quote` one `base` is worth in the pool of the two, or undefined without one.
      const rate = (base: Address, quote: Address): number | undefined => {
        const pool = reserves.get(pairKey(base, quote))
        if (!pool) return undefined
        const baseIsToken0 = base.toLowerCase() < quote.toLowerCase()
        const [baseReserve, quoteReserve] = baseIsToken0 ? pool : [pool[1], pool[0]]
        const baseAmount = Number(formatUnits(baseReserve, decimals.get(base.toLowerCase()) ?? 18))
        const quoteAmount = Number(
          formatUnits(quoteReserve, decimals.get(quote.toLowerCase()) ?? 18),
        )
        return quoteAmount / baseAmount
      }
      const wrappedPrice = rate(pricing.wrappedNative, pricing.usd) ?? 0
      for (const { address } of tokens) {
        if (same(address, pricing.usd)) prices.set(address, 1)
        else if (same(address, pricing.wrappedNative)) prices.set(address, wrappedPrice)
        else {
          const direct = rate(address, pricing.usd)
          const viaWrapped = rate(address, pricing.wrappedNative)
          prices.set(address, direct ?? (viaWrapped === undefined ? 0 : viaWrapped * wrappedPrice))
        }
      }
      return prices
    },
  }
}

function pairKey(a: Address, b: Address): string {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()].sort()
  return `${x}:${y}`
}

function same(a: Address, b: Address): boolean {
  return a.toLowerCase() === b.toLowerCase()
}
