import { type Address, type PublicClient, zeroAddress } from 'viem'
import { pairKey } from './pairKey.js'
import { uniswapV2PairAbi } from './uniswapV2PairAbi.js'

export type CreatePairLookupParameters = {
  client: PublicClient
  /** The chain's Multicall3. */
  multicall3: Address
  /** The Uniswap V2 factory, or how to find it (asked only when a pair is unknown). */
  factory: Address | (() => Promise<Address>)
  /** How long a pair found missing is not asked about again. Defaults to 60 s. */
  missingTtlMs?: number
}

/** Finds the pools of `pairs` that exist; answers a lookup of any pair asked about so far. */
export type PairLookup = (
  pairs: readonly (readonly [Address, Address])[],
) => Promise<(a: Address, b: Address) => Address | undefined>

/**
 * The one Uniswap V2 pair lookup of the server (prices and swaps): asks the factory's `getPair`
 * for unknown pairs in one multicall, keeps the pools found for good, and asks again about a
 * missing one after `missingTtlMs`.
 *
 * @param parameters - Client, Multicall3 and the factory.
 * @returns The lookup.
 *
 * @example
 * import { createPairLookup } from './chain/createPairLookup.js'
 * const findPools = createPairLookup({ client, multicall3, factory })
 * const pool = (await findPools([[weth, usdc]]))(weth, usdc)
 */
export function createPairLookup({
  client,
  multicall3,
  factory,
  missingTtlMs = 60_000,
}: CreatePairLookupParameters): PairLookup {
  const pools = new Map<string, Address>()
  const missing = new Map<string, number>()
  return async (pairs) => {
    const now = Date.now()
    const unknown = [
      ...new Map(
        pairs
          .map((pair) => [pairKey(...pair), pair] as const)
          .filter(([key]) => !pools.has(key) && (missing.get(key) ?? 0) <= now),
      ).values(),
    ]
    if (unknown.length > 0) {
      const address = typeof factory === 'function' ? await factory() : factory
      const results = await client.multicall({
        contracts: unknown.map(([a, b]) => ({
          address,
          abi: uniswapV2PairAbi,
          functionName: 'getPair' as const,
          args: [a, b] as const,
        })),
        allowFailure: true,
        multicallAddress: multicall3,
        batchSize: 0,
      })
      unknown.forEach(([a, b], i) => {
        const result = results[i]
        const key = pairKey(a, b)
        if (result?.status === 'success' && result.result !== zeroAddress) {
          pools.set(key, result.result)
          missing.delete(key)
        } else missing.set(key, now + missingTtlMs)
      })
    }
    return (a, b) => pools.get(pairKey(a, b))
  }
}
