import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OnRampFeesExceedAmountError } from '../errors/onramp.js'
import { computeOnRampQuote } from './computeOnRampQuote.js'

const usdc = {
  currency: 'USD',
  feeBasisPoints: 150,
  usdPerFiat: '1',
  assetUsd: 1,
  nativeUsd: 3000,
  gasUnits: 65_000n,
  gasPriceWei: 1_000_000_000n,
  decimals: 6,
}
const cents = (value: string) => BigInt(value.replace('.', ''))

describe('computeOnRampQuote', () => {
  it('prices 50 USD of USDC: 1.5 % fee, gas rounded up to the cent, the rest bought at 1', () => {
    expect(computeOnRampQuote({ ...usdc, totalCents: 5000n })).toMatchInlineSnapshot(`
      {
        "networkFee": "0.20",
        "paymentSubtotal": "49.05",
        "paymentTotal": "50.00",
        "providerFee": "0.75",
        "purchaseAmount": 49050000n,
      }
    `)
  })

  it('rounds the provider fee half up and the network fee up, to the cent', () => {
    // 1.5 % of 10.10 is 0.1515 → 0.15; of 10.30 it is 0.1545 → 0.15; of 10.70 it is 0.1605 → 0.16.
    const fee = (totalCents: bigint) => computeOnRampQuote({ ...usdc, totalCents }).providerFee
    expect([fee(1010n), fee(1030n), fee(1070n), fee(1100n)]).toEqual([
      '0.15',
      '0.15',
      '0.16',
      '0.17',
    ])
    // 21,000 gas at 1 wei is a speck of a cent, and still costs one.
    expect(
      computeOnRampQuote({ ...usdc, totalCents: 5000n, gasUnits: 21_000n, gasPriceWei: 1n })
        .networkFee,
    ).toBe('0.01')
  })

  it('buys ETH at its price, rounding down to the wei', () => {
    const quote = computeOnRampQuote({
      ...usdc,
      totalCents: 10_000n,
      assetUsd: 3012.345678,
      nativeUsd: 3012.345678,
      gasUnits: 21_000n,
      decimals: 18,
    })
    // 21,000 gas × 1 gwei × 3012.345678 = 0.063259… USD → 0.07.
    expect(quote).toMatchObject({
      providerFee: '1.50',
      networkFee: '0.07',
      paymentSubtotal: '98.43',
    })
    // 98.43 / 3012.345678 ETH in wei: floor(9843 / 100 × 10^18 × 10^6 / 3012345678).
    expect(quote.purchaseAmount).toBe((9843n * 10n ** 22n) / 3012345678n)
    expect(quote.purchaseAmount).toBe(32_675_532_797_866_367n)
  })

  it('pays in EUR at the configured rate', () => {
    const quote = computeOnRampQuote({
      ...usdc,
      totalCents: 5000n,
      currency: 'EUR',
      usdPerFiat: '1.08',
    })
    // Gas is 0.195 USD = 0.18055… EUR → 0.19; 48.91 EUR × 1.08 = 52.8228 USDC.
    expect(quote).toMatchObject({
      providerFee: '0.75',
      networkFee: '0.19',
      paymentSubtotal: '49.06',
      purchaseAmount: 52_984_800n,
    })
  })

  it('takes prices in exponent notation, as a JavaScript number may print them', () => {
    const quote = computeOnRampQuote({ ...usdc, totalCents: 1000n, assetUsd: 2.5e-7, decimals: 18 })
    // 9.65 USD / 0.00000025 = 38,600,000 tokens exactly.
    expect(quote.purchaseAmount).toBe(38_600_000n * 10n ** 18n)
  })

  it('refuses an amount the fees eat whole', () => {
    expect(() =>
      computeOnRampQuote({ ...usdc, totalCents: 1000n, gasPriceWei: 100_000_000_000_000n }),
    ).toThrowError(OnRampFeesExceedAmountError)
    expect(() =>
      computeOnRampQuote({ ...usdc, totalCents: 1000n, gasPriceWei: 100_000_000_000_000n }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[OnRampFeesExceedAmountError: Amount must be more than the fees of 19500.15 USD]`,
    )
  })

  it('always splits the total exactly into subtotal and fees, and never delivers more than paid for', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1000n, max: 2_500_000n }),
        fc.integer({ min: 0, max: 300 }),
        fc.double({ min: 0.0001, max: 100_000, noNaN: true }),
        fc.bigInt({ min: 0n, max: 50_000_000_000n }),
        fc.constantFrom('1', '1.08', '0.9'),
        (totalCents, feeBasisPoints, assetUsd, gasPriceWei, usdPerFiat) => {
          let quote: ReturnType<typeof computeOnRampQuote>
          try {
            quote = computeOnRampQuote({
              ...usdc,
              totalCents,
              feeBasisPoints,
              assetUsd,
              gasPriceWei,
              usdPerFiat,
              decimals: 18,
            })
          } catch (error) {
            return error instanceof OnRampFeesExceedAmountError
          }
          const parts =
            cents(quote.paymentSubtotal) + cents(quote.providerFee) + cents(quote.networkFee)
          // Bought value ≤ subtotal: purchaseAmount × price ≤ subtotal (in USD), within float parsing.
          const boughtUsd = (Number(quote.purchaseAmount) / 1e18) * assetUsd
          const subtotalUsd = (Number(cents(quote.paymentSubtotal)) / 100) * Number(usdPerFiat)
          return (
            parts === totalCents &&
            cents(quote.paymentTotal) === totalCents &&
            quote.purchaseAmount > 0n &&
            boughtUsd <= subtotalUsd * (1 + 1e-12)
          )
        },
      ),
      { numRuns: 500 },
    )
  })
})
