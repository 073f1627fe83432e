import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { computeAmountsOut } from './computeAmountsOut.js'

describe('computeAmountsOut', () => {
  it('takes the 0.3 % fee and the constant product, hop after hop, rounding down', () => {
    expect(computeAmountsOut(1000n, [[1_000_000n, 2_000_000n]])).toEqual([1000n, 1992n])
    // 1992 × 997 × 3,000,000 / (4,000,000 × 1000 + 1992 × 997) = 1488.78… → 1488.
    expect(
      computeAmountsOut(1000n, [
        [1_000_000n, 2_000_000n],
        [4_000_000n, 3_000_000n],
      ]),
    ).toEqual([1000n, 1992n, 1488n])
  })

  it('reverts where the router reverts: nothing in, an empty pool, an overflow', () => {
    expect(computeAmountsOut(0n, [[1n, 1n]])).toBeUndefined()
    expect(computeAmountsOut(1n, [[0n, 1n]])).toBeUndefined()
    expect(computeAmountsOut(1n, [[1n, 0n]])).toBeUndefined()
    // A first hop that gives 0 leaves the second nothing to swap.
    expect(
      computeAmountsOut(1n, [
        [10n ** 18n, 1n],
        [1n, 1n],
      ]),
    ).toBeUndefined()
    expect(computeAmountsOut(maxUint256, [[10n ** 24n, 10n ** 12n]])).toBeUndefined()
    expect(computeAmountsOut(10n ** 60n, [[10n ** 24n, 10n ** 20n]])).toBeUndefined()
    expect(computeAmountsOut(10n ** 50n, [[10n ** 24n, 10n ** 12n]])?.[1]).toBeLessThan(10n ** 12n)
  })
})
