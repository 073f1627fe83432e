import type { Address } from 'viem'

/**
 * The key of a Uniswap V2 pair: its two tokens, lower-case, sorted as Uniswap sorts them.
 *
 * @param a - One token.
 * @param b - The other.
 * @returns `tokenA:tokenB`, the same for `(a, b)` and `(b, a)`.
 *
 * @example
 * import { pairKey } from './chain/pairKey.js'
 * pairKey(weth, usdc) === pairKey(usdc, weth) // true
 */
export function pairKey(a: Address, b: Address): string {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()].sort()
  return `${x}:${y}`
}
