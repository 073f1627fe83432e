import type { ChainContext } from '../../blockchain/createChainContexts.js'
import type { TtlCache } from '../../blockchain/createTtlCache.js'
import type { SwapQuoter } from '../../swap/createSwapQuoter.js'
import type { GasPrices } from '../../swap/gasPricesFromFeeHistory.js'

/** What the swap API's services work with; `convertRoutes` builds it once. */
export type ConvertContext = {
  /** The chains served, shared with the Blockchain API; those with `chain.swap` serve swaps. */
  contexts: ReadonlyMap<string, ChainContext>
  /** One quoter per swap chain, made on first use. */
  quoters: Map<string, SwapQuoter>
  /** The CAIP-2 ids of the swap chains, for errors that list them. */
  served: readonly string[]
  /** Gas prices per chain, reused for a second. */
  gasPrices: TtlCache<GasPrices>
}

/** The state one swap-capable chain is read with. */
export type SwapChain = { context: ChainContext; quoter: SwapQuoter }
