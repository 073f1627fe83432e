import type { Address } from '@solana/kit'
import { InvalidSolanaAddressError, SolanaAddressOffCurveError } from '../errors/solana.js'
import { loadSolanaKit } from './loadSolanaKit.js'

const shape = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

// Addresses that decoded to 32 bytes, with whether they are off the curve once a wallet check
// asked: a balance or history poll names the same few addresses again and again, and base58
// decoding one cost ~20 µs of each cached balance request (issue 20). Refused values are not
// kept (a flood of them cannot evict the good ones); at most `maxChecked`, the oldest go first.
const checked = new Map<string, { offCurve?: boolean }>()
const maxChecked = 10_000

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
  let known = checked.get(value)
  if (!known) {
    const kit = await loadSolanaKit()
    if (!kit.isAddress(value)) throw new InvalidSolanaAddressError({ value })
    known = {}
    checked.set(value, known)
    if (checked.size > maxChecked) checked.delete(checked.keys().next().value as string)
  }
  if (wallet) {
    known.offCurve ??= (await loadSolanaKit()).isOffCurveAddress(value as Address)
    if (known.offCurve) throw new SolanaAddressOffCurveError({ value })
  }
  return value as Address
}
