import { InvalidSwapTokenError, UnknownSwapTokenError } from '../../errors/swap.js'
import type { SolanaChain } from '../resolveSolanaChains.js'

/**
 * The id that stands for SOL itself in the swap API: the wrapped-SOL mint, as Solana swap APIs
 * name the native currency (`solana:<ref>:So111…112`). The desk moves real lamports for it.
 */
const solanaNativeMint = 'So11111111111111111111111111111111111111112'

/** A token the desk trades: SOL, or a listed, priced SPL mint. */
export type SolanaDeskToken = {
  /** The mint, or `solanaNativeMint` for SOL. */
  address: string
  native: boolean
  name: string
  symbol: string
  decimals: number
  iconUrl: string
  /** Reference price in USD. */
  usd: number
}

const caip10 = /^(solana:[1-9A-HJ-NP-Za-km-z]{32}):([1-9A-HJ-NP-Za-km-z]{32,44})$/

/**
 * Whether a swap parameter names a Solana token (`solana:<ref>:<mint>`), which the desk answers.
 *
 * @example
 * isSolanaSwapId('solana:A7Chz8vBH44LkM77kTnGUJKiejwjEL9k:So11111111111111111111111111111111111111112') // true
 */
export function isSolanaSwapId(value: string | undefined): boolean {
  return value?.startsWith('solana:') === true
}

/**
 * The tokens the desk trades on a cluster: SOL and each listed mint with a reference price (not
 * spam, not 0-decimal points).
 *
 * @param chain - The cluster.
 * @returns SOL first, then the mints.
 *
 * @example
 * solanaDeskTokens(chain).map((token) => token.symbol) // ['SOL', 'USDC']
 */
export function solanaDeskTokens(chain: SolanaChain): SolanaDeskToken[] {
  const sol: SolanaDeskToken = {
    ...chain.nativeCurrency,
    address: solanaNativeMint,
    native: true,
    usd: chain.nativeUsd,
  }
  const mints = chain.tokens.flatMap((token): SolanaDeskToken[] =>
    token.spam || token.decimals === 0 || !token.usd
      ? []
      : [{ ...token, native: false, usd: token.usd }],
  )
  return sol.usd > 0 ? [sol, ...mints] : mints
}

/**
 * Reads a token parameter naming a Solana token and finds it among the desk's tokens.
 *
 * @param chain - The cluster the request is for.
 * @param value - `from` or `to` as sent.
 * @param field - Its name, for the error.
 * @returns The token.
 * @throws {InvalidSwapTokenError} 400 when it is not `solana:<ref>:<base58 mint>` of this cluster.
 * @throws {UnknownSwapTokenError} 400 for a mint the desk does not trade.
 *
 * @example
 * const usdc = solanaDeskTokenOf(chain, `${chain.caipNetworkId}:5VVS…mu5g`, 'to')
 */
export function solanaDeskTokenOf(
  chain: SolanaChain,
  value: string | undefined,
  field: string,
): SolanaDeskToken {
  const match = caip10.exec(value ?? '')
  if (!match || match[1] !== chain.caipNetworkId)
    throw new InvalidSwapTokenError({ field, value: value || undefined })
  const token = solanaDeskTokens(chain).find((known) => known.address === match[2])
  if (!token) throw new UnknownSwapTokenError({ field, value: value ?? '' })
  return token
}

/**
 * What `amount` of `from` is worth in `to` at the reference prices, rounded down.
 *
 * @example
 * deskAmountOut(sol, usdc, 1_000_000_000n) // 150_000_000n at 150 USD per SOL
 */
export function deskAmountOut(from: SolanaDeskToken, to: SolanaDeskToken, amount: bigint): bigint {
  // Prices to a millionth of a dollar, so the division is exact integer math.
  const micro = (usd: number) => BigInt(Math.round(usd * 1_000_000))
  return (
    (amount * micro(from.usd) * 10n ** BigInt(to.decimals)) /
    (micro(to.usd) * 10n ** BigInt(from.decimals))
  )
}
