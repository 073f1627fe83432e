import { type Address, type ContractFunctionParameters, formatUnits, type PublicClient } from 'viem'
import { createPairLookup } from '../chain/createPairLookup.js'
import { pairKey } from '../chain/pairKey.js'
import { uniswapV2PairAbi } from '../chain/uniswapV2PairAbi.js'
import type { BlockchainChain } from './resolveBlockchainChains.js'

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
  const findPools = pricing
    ? createPairLookup({ client, multicall3: chain.multicall3, factory: pricing.factory })
    : undefined

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
      const pools = new Map<string, Address>()
      if (!findPools || pairs.length === 0) return { pools }
      const poolOf = await findPools(pairs)
      for (const [a, b] of pairs) {
        const pool = poolOf(a, b)
        if (pool) pools.set(pairKey(a, b), pool)
      }
      return { pools }
    },

    reserveCalls(plan) {
      return [...plan.pools.values()].map((address) => ({
        address,
        abi: uniswapV2PairAbi,
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

function same(a: Address, b: Address): boolean {
  return a.toLowerCase() === b.toLowerCase()
}
