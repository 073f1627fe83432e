import { describe, expect, it } from 'vitest'
import { gasPricesFromFeeHistory } from './gasPricesFromFeeHistory.js'

const gwei = 1_000_000_000n

describe('gasPricesFromFeeHistory', () => {
  it("adds the median tips to the next block's base fee", () => {
    expect(
      gasPricesFromFeeHistory({
        baseFeePerGas: [10n * gwei, 11n * gwei, 12n * gwei, 13n * gwei],
        reward: [
          [1n * gwei, 2n * gwei, 50n * gwei],
          [1n * gwei, 3n * gwei, 4n * gwei],
          [2n * gwei, 3n * gwei, 5n * gwei],
        ],
      }),
    ).toEqual({ standard: 14n * gwei, fast: 16n * gwei, instant: 18n * gwei })
  })

  it('takes the base fee alone without rewards', () => {
    expect(gasPricesFromFeeHistory({ baseFeePerGas: [7n, 9n], reward: [] })).toEqual({
      standard: 9n,
      fast: 9n,
      instant: 9n,
    })
  })

  it('gives nothing for a chain without a base fee', () => {
    expect(gasPricesFromFeeHistory({ baseFeePerGas: [0n, 0n], reward: [[1n, 2n, 3n]] })).toBe(
      undefined,
    )
    expect(gasPricesFromFeeHistory({ baseFeePerGas: [] })).toBe(undefined)
  })
})
