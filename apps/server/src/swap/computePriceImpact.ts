export type ComputePriceImpactParameters = {
  amountIn: bigint
  amountOut: bigint
  /** Each hop's reserves before the trade, `[reserve of the token in, reserve of the token out]`. */
  reserves: readonly (readonly [bigint, bigint])[]
}

// Parts per hundred million: six decimals of a percent.
const scale = 100_000_000n

/**
 * How much worse a swap's execution price is than the pools' mid price before it, in percent:
 * `(1 − amountOut / (amountIn × Π reserveOut / reserveIn)) × 100`. It includes the pools' fee
 * (0.3 % a hop on Uniswap V2), which a trade pays however small it is. Worked in integers, so
 * 18-decimal reserves lose nothing.
 *
 * @param parameters - The amounts of the trade and the reserves along its path.
 * @returns The impact in percent with up to six decimals (0.35 means 0.35 %); 0 without reserves.
 *
 * @example
 * import { computePriceImpact } from './swap/computePriceImpact.js'
 * computePriceImpact({ amountIn: 1000n, amountOut: 996n, reserves: [[1_000_000n, 1_000_000n]] })
 * // 0.4
 */
export function computePriceImpact({
  amountIn,
  amountOut,
  reserves,
}: ComputePriceImpactParameters): number {
  if (reserves.length === 0 || amountIn <= 0n) return 0
  if (reserves.some(([reserveIn, reserveOut]) => reserveIn <= 0n || reserveOut <= 0n)) return 100
  // What the trade got, against what the mid price would have given: out × Πin vs in × Πout.
  const got = reserves.reduce((product, [reserveIn]) => product * reserveIn, amountOut)
  const mid = reserves.reduce((product, [, reserveOut]) => product * reserveOut, amountIn)
  if (got >= mid) return 0
  return Number(((mid - got) * scale) / mid) / 1_000_000
}
