import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computePriceImpact } from './computePriceImpact.js'

// Uniswap V2's getAmountOut: 0.3 % fee, constant product.
const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)

describe('computePriceImpact', () => {
  it('is the fee alone for a tiny trade and grows with the trade', () => {
    const reserves = [[10n ** 24n, 3n * 10n ** 12n]] as const // 1M WETH-ish against 3M USDC-ish
    const small = 10n ** 18n
    const tiny = computePriceImpact({
      amountIn: small,
      amountOut: amountOut(small, ...reserves[0]),
      reserves,
    })
    expect(tiny).toBeCloseTo(0.3, 2)
    const tenth = 10n ** 23n
    const large = computePriceImpact({
      amountIn: tenth,
      amountOut: amountOut(tenth, ...reserves[0]),
      reserves,
    })
    // 10 % of the pool: 1 − 0.997 / (1 + 0.0997) ≈ 9.34 %.
    expect(large).toBeCloseTo(9.34, 1)
  })

  it('multiplies the mid prices of two hops', () => {
    const hop1 = [1_000_000n, 2_000_000n] as const
    const hop2 = [5_000_000n, 1_000_000n] as const
    const middle = amountOut(1000n, ...hop1)
    const out = amountOut(middle, ...hop2)
    // Mid price 2 × 0.2 = 0.4: 1000 in would be 400 out without fees or slippage.
    expect(
      computePriceImpact({ amountIn: 1000n, amountOut: out, reserves: [hop1, hop2] }),
    ).toBeCloseTo((1 - Number(out) / 400) * 100, 6)
  })

  it('stays between 0 and 100 for any trade a pool answers', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1000n, max: 10n ** 30n }),
        fc.bigInt({ min: 1000n, max: 10n ** 30n }),
        (amountIn, reserveIn, reserveOut) => {
          const impact = computePriceImpact({
            amountIn,
            amountOut: amountOut(amountIn, reserveIn, reserveOut),
            reserves: [[reserveIn, reserveOut]],
          })
          expect(impact).toBeGreaterThanOrEqual(0.29)
          expect(impact).toBeLessThanOrEqual(100)
        },
      ),
    )
  })

  it('is 0 when there is nothing to compare with', () => {
    expect(computePriceImpact({ amountIn: 1n, amountOut: 1n, reserves: [] })).toBe(0)
  })
})
