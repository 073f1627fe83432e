import { nativeTokenAddress } from '@airlock/protocol'
import type { Address, PublicClient } from 'viem'
import { createTtlCache } from '../blockchain/createTtlCache.js'
import type { BlockchainChain } from '../blockchain/resolveBlockchainChains.js'
import { createPairLookup } from '../chain/createPairLookup.js'
import {
  InsufficientLiquidityError,
  NoSwapRouteError,
  SwapAmountTooSmallError,
} from '../errors/swap.js'
import { computeAmountsOut } from './computeAmountsOut.js'
import { computePriceImpact } from './computePriceImpact.js'
import { createRefreshingCache } from './createRefreshingCache.js'
import type { SwapSupport } from './resolveSwapSupport.js'
import { uniswapV2RouterAbi } from './uniswapV2RouterAbi.js'

/** The router a chain swaps through, with the WETH and factory it was deployed with. */
export type SwapContracts = { router: Address; weth: Address; factory: Address }

/** A token that can be swapped on the chain. */
export type SwapToken = {
  /** The contract, or `nativeTokenAddress` for the native currency. */
  address: Address
  native: boolean
  name: string
  symbol: string
  decimals: number
  /** Served by this server, or `''`. */
  iconUrl: string
}

/** One quote: the better of the direct pool and the hop through WETH. */
export type SwapQuote = {
  /** Token addresses from first to last, WETH standing for the native currency. */
  path: Address[]
  amountIn: bigint
  /** The router's `getAmountsOut(amountIn, path)`, last entry. */
  amountOut: bigint
  /** Percent, from the reserves read in the same call; see `computePriceImpact`. */
  priceImpact: number
}

export type SwapQuoter = {
  /** Router, WETH (from the router unless configured) and factory; read once. */
  contracts(): Promise<SwapContracts>
  /** The native currency first, then the chain's listed ERC-20s that have at least one pool. */
  tokens(): Promise<SwapToken[]>
  /**
   * Quotes selling `amount` of `from` for `to`: the better of the direct pool and one hop through
   * WETH, as the router's `getAmountsOut` gives it. Reserves read within `reserveCacheMs` are
   * reused, with Uniswap V2's integer math, which equals the router's (checked on every read: a
   * router whose answers differ is asked every time). `fresh: true` asks the router now.
   */
  quote(parameters: {
    from: SwapToken
    to: SwapToken
    amount: bigint
    fresh?: boolean
  }): Promise<SwapQuote>
}

// A pool found missing is asked for again after this long; found pools never go away.
const missingPoolTtlMs = 60_000
/** How long a quote may use reserves already read: about a block. */
export const reserveCacheMs = 1_000

/**
 * The swap side of one chain, over its Uniswap V2 Router02: which tokens can be swapped and what a
 * swap would give. What never changes is read once and kept (WETH, factory, pool addresses);
 * reserves are kept for about a block, read with the router's own amounts in one multicall.
 *
 * @param chain - Its `swap` router, token list, native currency and Multicall3.
 * @param client - Reads the chain.
 * @returns The quoter.
 *
 * @example
 * import { createSwapQuoter } from './swap/createSwapQuoter.js'
 * const quoter = createSwapQuoter(chain, client)
 * const [eth, usdc] = await quoter.tokens()
 * const { amountOut } = await quoter.quote({ from: eth, to: usdc, amount: 10n ** 17n })
 */
export function createSwapQuoter(
  chain: Pick<BlockchainChain, 'tokens' | 'nativeCurrency' | 'multicall3'> & { swap: SwapSupport },
  client: PublicClient,
): SwapQuoter {
  const { swap } = chain
  let loading: Promise<SwapContracts> | undefined
  // Reserves stay for about a block: a quote is advisory, and a build reads them anew. Refreshed
  // ahead, so that quotes under load never wait for the chain.
  const reserveCache = createRefreshingCache<ReadonlyMap<Address, readonly [bigint, bigint]>>({
    maxAgeMs: reserveCacheMs,
  })
  // Set once a router's getAmountsOut differs from Uniswap V2's math (a fork with other fees).
  let routerMath = false
  const tokenList = createTtlCache<SwapToken[]>({ ttlMs: missingPoolTtlMs })

  function contracts(): Promise<SwapContracts> {
    loading ??= Promise.all([
      swap.weth ??
        client.readContract({
          address: swap.router,
          abi: uniswapV2RouterAbi,
          functionName: 'WETH',
        }),
      client.readContract({
        address: swap.router,
        abi: uniswapV2RouterAbi,
        functionName: 'factory',
      }),
    ]).then(([weth, factory]) => ({ router: swap.router, weth, factory }))
    // A node that was down is asked again next time.
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }

  /** The pools of `pairs` that exist; asks the factory only about unknown ones. */
  const findPools = createPairLookup({
    client,
    multicall3: chain.multicall3,
    factory: async () => (await contracts()).factory,
    missingTtlMs: missingPoolTtlMs,
  })

  /** The native currency, then the listed ERC-20s with a pool against WETH or another listed one. */
  async function listTokens(): Promise<SwapToken[]> {
    const { weth } = await contracts()
    const listed = chain.tokens.map((token) => token.address)
    const partners = [...new Set([...listed, weth])]
    const pairs = listed.flatMap((token) =>
      partners.filter((other) => !same(other, token)).map((other) => [token, other] as const),
    )
    const pool = await findPools(pairs)
    const native: SwapToken = {
      address: nativeTokenAddress as Address,
      native: true,
      name: chain.nativeCurrency.name,
      symbol: chain.nativeCurrency.symbol,
      decimals: chain.nativeCurrency.decimals,
      iconUrl: chain.nativeCurrency.iconUrl,
    }
    return [
      native,
      ...chain.tokens
        .filter((token) => partners.some((other) => pool(token.address, other)))
        .map((token) => ({ ...token, native: false })),
    ]
  }

  return {
    contracts,

    tokens() {
      // Every request names its tokens: the list is worked out once a minute, not each time.
      return tokenList.get('tokens', listTokens)
    },

    async quote({ from, to, amount, fresh = false }) {
      const { router, weth } = await contracts()
      const tokenIn = from.native ? weth : from.address
      const tokenOut = to.native ? weth : to.address
      const candidates: Address[][] = [[tokenIn, tokenOut]]
      if (!same(tokenIn, weth) && !same(tokenOut, weth)) candidates.push([tokenIn, weth, tokenOut])
      const pool = await findPools(candidates.flatMap(hops))
      const routes = candidates
        .map((path) => ({ path, pools: hops(path).map(([a, b]) => pool(a, b)) }))
        .filter((route): route is Route => route.pools.every((address) => address !== undefined))
      if (routes.length === 0) throw new NoSwapRouteError({ from: from.symbol, to: to.symbol })

      const key = [...new Set(routes.flatMap((route) => route.pools))].sort().join(',')
      let state: RouteState
      if (fresh || routerMath) {
        const readAt = Date.now()
        state = await readRoutes(router, routes, amount)
        // What was just read is the freshest there is: later quotes may reuse it.
        reserveCache.set(key, state.reserves, readAt)
      } else {
        state = { reserves: await reserveCache.get(key, () => calibrate(router, routes, amount)) }
        // The router's own answer disagreed with Uniswap V2's math: ask it from now on.
        if (routerMath) state = await readRoutes(router, routes, amount)
      }

      let best: SwapQuote | undefined
      routes.forEach((route, i) => {
        const reserves = hops(route.path).map(([a, b], hop) =>
          oriented(state.reserves.get(route.pools[hop] as Address), a, b),
        )
        const amounts = state.amounts ? state.amounts[i] : computeAmountsOut(amount, reserves)
        const amountOut = amounts?.at(-1)
        if (amountOut === undefined || (best && amountOut <= best.amountOut)) return
        best = {
          path: route.path,
          amountIn: amount,
          amountOut,
          priceImpact: computePriceImpact({ amountIn: amount, amountOut, reserves }),
        }
      })
      if (!best) throw new InsufficientLiquidityError({ amount })
      if (best.amountOut === 0n) throw new SwapAmountTooSmallError({ amount })
      return best
    },
  }

  /**
   * The router's `getAmountsOut` of every route, with the reserves of their pools, in one
   * `eth_call`, so that the quote and its price impact describe the same state.
   */
  async function readRoutes(router: Address, routes: readonly Route[], amount: bigint) {
    const pools = [...new Set(routes.flatMap((route) => route.pools))]
    const results = await client.multicall({
      contracts: [
        ...routes.map((route) => ({
          address: router,
          abi: uniswapV2RouterAbi,
          functionName: 'getAmountsOut' as const,
          args: [amount, route.path] as const,
        })),
        ...pools.map((address) => ({
          address,
          abi: uniswapV2RouterAbi,
          functionName: 'getReserves' as const,
        })),
      ],
      allowFailure: true,
      multicallAddress: chain.multicall3,
      batchSize: 0,
    })
    const reserves = new Map<Address, readonly [bigint, bigint]>()
    pools.forEach((address, i) => {
      const result = results[routes.length + i]
      if (result?.status !== 'success') throw new Error(`getReserves of ${address} failed`)
      const [reserve0, reserve1] = result.result as readonly [bigint, bigint, number]
      reserves.set(address, [reserve0, reserve1])
    })
    const amounts = routes.map((_, i) => {
      const result = results[i]
      return result?.status === 'success' ? [...(result.result as readonly bigint[])] : undefined
    })
    return { reserves, amounts }
  }

  /** Reads the routes' reserves, checking Uniswap V2's math against the router's on the way. */
  async function calibrate(router: Address, routes: readonly Route[], amount: bigint) {
    const { reserves, amounts } = await readRoutes(router, routes, amount)
    routes.forEach((route, i) => {
      const local = computeAmountsOut(
        amount,
        hops(route.path).map(([a, b], hop) =>
          oriented(reserves.get(route.pools[hop] as Address), a, b),
        ),
      )
      if (local?.at(-1) !== amounts[i]?.at(-1)) routerMath = true
    })
    return reserves
  }
}

/** One way from the token sold to the token bought, with the pool of each hop. */
type Route = { path: Address[]; pools: Address[] }

/** Reserves by pool; with the router's amounts per route when they were read with them. */
type RouteState = {
  reserves: ReadonlyMap<Address, readonly [bigint, bigint]>
  amounts?: (bigint[] | undefined)[]
}

/** A pool's reserves as `[reserve of a, reserve of b]`: Uniswap sorts a pair's tokens. */
function oriented(
  reserves: readonly [bigint, bigint] | undefined,
  a: Address,
  b: Address,
): readonly [bigint, bigint] {
  if (!reserves) return [0n, 0n]
  return a.toLowerCase() < b.toLowerCase() ? reserves : [reserves[1], reserves[0]]
}

function hops(path: readonly Address[]): [Address, Address][] {
  return path.slice(1).map((address, i) => [path[i] as Address, address])
}

function same(a: Address, b: Address): boolean {
  return a.toLowerCase() === b.toLowerCase()
}
