import type { Airlock } from '../types/airlock.js'

export type GetNativeBalanceParameters = {
  address: `0x${string}`
  chainId: number
  /**
   * The portfolio version the answer must be as new as: a cached one of another version is read
   * anew. Defaults to the store's `portfolioVersion`.
   */
  portfolioVersion?: number | undefined
}

export type GetNativeBalanceReturnType = { value: bigint; decimals: number }

/**
 * Reads the native balance of `address` on `chainId` through the eip155 adapter, cached 30 s
 * (SPEC §9) unless the portfolio changed since (`portfolioVersion`: after a send, swap or
 * purchase it reads anew).
 *
 * @returns The balance in the smallest unit, and its decimals.
 *
 * @example
 * import { getNativeBalance } from '@airlock/core'
 * const { value, decimals } = await getNativeBalance(airlock, { address, chainId: 31337 })
 */
export async function getNativeBalance(
  airlock: Airlock,
  { address, chainId, portfolioVersion }: GetNativeBalanceParameters,
): Promise<GetNativeBalanceReturnType> {
  const adapter = await airlock.adapter('eip155')
  const version = portfolioVersion ?? airlock.store.getState().portfolioVersion
  return adapter.nativeBalance(address, chainId, version)
}
