import type { ChainContext } from '../../blockchain/createChainContexts.js'
import { createTtlCache } from '../../blockchain/createTtlCache.js'
import type { GasPrices } from '../../swap/gasPricesFromFeeHistory.js'
import type { ConvertContext } from './convertContext.js'

// The chain's fee history changes once a block: a second of reuse costs nothing.
const gasPriceCacheMs = 1_000

/**
 * The swap API's context over the served chains.
 *
 * @param contexts - The chains served; those with `chain.swap` serve swaps.
 * @returns The context.
 *
 * @example
 * import { createConvertContext } from './services/convert/createConvertContext.js'
 * const context = createConvertContext(contexts)
 */
export function createConvertContext(contexts: ReadonlyMap<string, ChainContext>): ConvertContext {
  return {
    contexts,
    quoters: new Map(),
    served: [...contexts.values()]
      .filter((context) => context.chain.swap !== undefined)
      .map((context) => context.chain.caipNetworkId),
    gasPrices: createTtlCache<GasPrices>({ ttlMs: gasPriceCacheMs }),
  }
}
