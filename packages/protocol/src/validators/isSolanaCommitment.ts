// The preflight commitments the embedded wallet accepts (SPEC §5), the deprecated aliases of the
// Solana RPC included.
const commitments = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

/** A Solana commitment level, as `preflightCommitment` of `solana_signAndSendTransaction`. */
export type SolanaCommitment = (typeof commitments)[number]

/**
 * Tells whether a value is a Solana commitment level: processed, confirmed, finalized, recent,
 * single, singleGossip, root or max.
 *
 * @param value - The value to check.
 * @returns `true` for one of the eight names, spelt exactly.
 *
 * @example
 * import { isSolanaCommitment } from '@airlock/protocol'
 * isSolanaCommitment('confirmed') // true
 * isSolanaCommitment('Confirmed') // false
 */
export function isSolanaCommitment(value: unknown): value is SolanaCommitment {
  return typeof value === 'string' && (commitments as readonly string[]).includes(value)
}
