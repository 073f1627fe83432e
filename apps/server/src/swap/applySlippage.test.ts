import fc from 'fast-check'
import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { applySlippage } from './applySlippage.js'

describe('applySlippage', () => {
  it('takes the slippage off the quote, rounding down', () => {
    expect(applySlippage(1_000_000n, 1)).toBe(990_000n)
    expect(applySlippage(1_000_001n, 1)).toBe(990_000n)
    expect(applySlippage(1_000_000n, 0.5)).toBe(995_000n)
    expect(applySlippage(1_000_000n, 50)).toBe(500_000n)
    expect(applySlippage(10n ** 18n, 0.05)).toBe(9995n * 10n ** 14n)
  })

  it('equals quote × 99 / 100 for 1 %, exactly, at any size', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: maxUint256 / 100n }), (quote) => {
        expect(applySlippage(quote, 1)).toBe((quote * 99n) / 100n)
      }),
    )
  })

  it('refuses slippage of 0 or less and over 50', () => {
    for (const slippage of [0, -1, 50.01, Number.NaN])
      expect(() => applySlippage(100n, slippage)).toThrow(RangeError)
  })
})
