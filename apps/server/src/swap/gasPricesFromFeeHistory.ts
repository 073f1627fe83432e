import type { FeeHistory } from 'viem'

/** Gas prices in wei for three speeds. */
export type GasPrices = { standard: bigint; fast: bigint; instant: bigint }

/** The reward percentiles to ask `eth_feeHistory` for: standard, fast and instant tips. */
export const gasPricePercentiles = [25, 50, 90] as const

/**
 * Gas prices from `eth_feeHistory` (asked with `gasPricePercentiles`): the next block's base fee
 * plus the median over the blocks of the 25th, 50th and 90th percentile priority fee. Medians
 * keep one odd block from setting the price, and keep standard ≤ fast ≤ instant.
 *
 * @param history - viem's `getFeeHistory` answer.
 * @returns The prices, or `undefined` for a chain without a base fee (then ask `eth_gasPrice`).
 *
 * @example
 * import { gasPricePercentiles, gasPricesFromFeeHistory } from './swap/gasPricesFromFeeHistory.js'
 * const history = await client.getFeeHistory({ blockCount: 5, rewardPercentiles: [...gasPricePercentiles] })
 * gasPricesFromFeeHistory(history)?.fast
 */
export function gasPricesFromFeeHistory(
  history: Pick<FeeHistory, 'baseFeePerGas' | 'reward'>,
): GasPrices | undefined {
  // The last entry is the base fee of the block after the newest one asked about.
  const next = history.baseFeePerGas.at(-1)
  if (next === undefined || next === 0n) return undefined
  const tip = (column: number) => {
    const tips = (history.reward ?? [])
      .map((row) => row[column])
      .filter((value): value is bigint => value !== undefined)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    return tips[Math.floor((tips.length - 1) / 2)] ?? 0n
  }
  return { standard: next + tip(0), fast: next + tip(1), instant: next + tip(2) }
}
