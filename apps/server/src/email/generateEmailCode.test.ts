import { describe, expect, it } from 'vitest'
import { generateEmailCode } from './generateEmailCode.js'

describe('generateEmailCode', () => {
  it('gives 6 digits, leading zeros kept', () => {
    for (let i = 0; i < 1_000; i++) expect(generateEmailCode()).toMatch(/^\d{6}$/)
  })

  it('is uniform over 000000–999999 (chi-square over a million codes)', () => {
    // 1,000 buckets of 1,000 codes each: a modulo bias or a short range shows as a huge chi-square.
    const buckets = new Uint32Array(1_000)
    const draws = 1_000_000
    for (let i = 0; i < draws; i++) {
      const bucket = Math.floor(Number(generateEmailCode()) / 1_000)
      buckets[bucket] = (buckets[bucket] ?? 0) + 1
    }
    const expected = draws / buckets.length
    let chiSquare = 0
    for (const count of buckets) chiSquare += (count - expected) ** 2 / expected
    // 999 degrees of freedom: mean 999, standard deviation √1998 ≈ 44.7. Six deviations above
    // (≈1,267) a fair generator exceeds about once in a billion runs.
    expect(chiSquare).toBeLessThan(999 + 6 * Math.sqrt(2 * 999))
  })
})
