import type { Address } from '@solana/kit'
import { InvalidSolanaAddressError, SolanaAddressOffCurveError } from '../errors/solana.js'
import { loadSolanaKit } from './loadSolanaKit.js'

const shape = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether a string looks like a Solana address (32–44 base58 characters), without decoding it:
 * what picks the Solana chains for a path address when no `chainId` says which.
 *
 * @example
 * looksLikeSolanaAddress('AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD') // true
 */
export function looksLikeSolanaAddress(value: string): boolean {
  return shape.test(value)
}

/**
 * Checks a Solana address: 32–44 base58 characters that decode to 32 bytes, and, with `wallet`,
 * a point on the Ed25519 curve (a key that can sign, not a program-derived address).
 *
 * @param value - The address as given.
 * @param options.wallet - Require a signer's address.
 * @returns The address.
 * @throws {InvalidSolanaAddressError} 400 when it is not an address.
 * @throws {SolanaAddressOffCurveError} 400 when a wallet is required and it is off the curve.
 *
 * @example
 * import { parseSolanaAddress } from './solana/parseSolanaAddress.js'
 * const owner = await parseSolanaAddress(c.req.param('address'), { wallet: true })
 */
export async function parseSolanaAddress(
  value: string,
  { wallet = false }: { wallet?: boolean } = {},
): Promise<Address> {
  if (!shape.test(value)) throw new InvalidSolanaAddressError({ value })
  const kit = await loadSolanaKit()
  if (!kit.isAddress(value)) throw new InvalidSolanaAddressError({ value })
  if (wallet && kit.isOffCurveAddress(value)) throw new SolanaAddressOffCurveError({ value })
  return value
}
