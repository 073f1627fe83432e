/**
 * A tiny seeded PRNG (mulberry32): the same seed always yields the same sequence, so the devnet
 * seed is reproducible.
 *
 * @param seed - Any 32-bit integer.
 * @returns A function returning floats in `[0, 1)`.
 *
 * @example
 * import { mulberry32 } from './mulberry32.js'
 * const random = mulberry32(31337)
 * random() // 0.… (always the same first value for this seed)
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
