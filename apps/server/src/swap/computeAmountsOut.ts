import { maxUint256 } from 'viem'

/**
 * Uniswap V2's `getAmountsOut` in integers, exactly as Router02 computes it from the pairs'
 * reserves: each hop `amountIn × 997 × reserveOut / (reserveIn × 1000 + amountIn × 997)`, rounded
 * down. Where the router reverts (an amount of 0 into a hop, an empty pool, a product that
 * overflows its SafeMath) this returns `undefined`.
 *
 * @param amountIn - The amount sold, in base units.
 * @param reserves - Each hop's `[reserve of the token in, reserve of the token out]`.
 * @returns Every amount along the path, first the input, last the output; or `undefined`.
 *
 * @example
 * import { computeAmountsOut } from './swap/computeAmountsOut.js'
 * computeAmountsOut(1000n, [[1_000_000n, 2_000_000n]]) // [1000n, 1992n]
 */
export function computeAmountsOut(
  amountIn: bigint,
  reserves: readonly (readonly [bigint, bigint])[],
): bigint[] | undefined {
  const amounts = [amountIn]
  let amount = amountIn
  for (const [reserveIn, reserveOut] of reserves) {
    // UniswapV2Library.getAmountOut's requires.
    if (amount <= 0n || reserveIn <= 0n || reserveOut <= 0n) return undefined
    const amountInWithFee = amount * 997n
    const numerator = amountInWithFee * reserveOut
    const denominator = reserveIn * 1000n + amountInWithFee
    // SafeMath reverts on any step past 2^256 - 1.
    if (amountInWithFee > maxUint256 || numerator > maxUint256 || denominator > maxUint256)
      return undefined
    amount = numerator / denominator
    amounts.push(amount)
  }
  return amounts
}
