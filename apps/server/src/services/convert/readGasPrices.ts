import type { ChainContext } from '../../blockchain/createChainContexts.js'
import {
  type GasPrices,
  gasPricePercentiles,
  gasPricesFromFeeHistory,
} from '../../swap/gasPricesFromFeeHistory.js'
import type { ConvertContext } from './convertContext.js'

/**
 * The chain's gas prices: the next block's base fee plus the median 25th, 50th and 90th
 * percentile tip of the last 5 blocks (`eth_gasPrice` on a chain without base fee), reused for a
 * second.
 *
 * @param context - The swap API's context.
 * @param chain - The chain.
 * @returns `{ standard, fast, instant }` in wei.
 *
 * @example
 * import { readGasPrices } from './services/convert/readGasPrices.js'
 * const { standard } = await readGasPrices(context, chainContext)
 */
export function readGasPrices(context: ConvertContext, chain: ChainContext): Promise<GasPrices> {
  return context.gasPrices.get(chain.chain.caipNetworkId, async () => {
    const history = await chain.client
      .getFeeHistory({ blockCount: 5, rewardPercentiles: [...gasPricePercentiles] })
      .catch(() => undefined)
    const prices = history && gasPricesFromFeeHistory(history)
    if (prices) return prices
    const price = await chain.client.getGasPrice()
    return { standard: price, fast: price, instant: price }
  })
}
